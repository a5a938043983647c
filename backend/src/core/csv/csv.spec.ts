import { csvCell, csvDownload, parseCsv, toCsv, toCsvRow } from './csv';

describe('CSV', () => {
  it('quotes cells with commas, quotes, line breaks and edge spaces', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(' padded ')).toBe('" padded "');
  });

  it('neutralises spreadsheet formulas in text, not in numbers', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+15551234567')).toBe("'+15551234567");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@sum')).toBe("'@sum");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell(-1.5)).toBe('-1.5');
  });

  it('writes nothing for null and undefined, and booleans as words', () => {
    expect(toCsvRow([null, undefined, 0, true])).toBe(',,0,true\r\n');
  });

  it('writes a header and one CRLF line per row', () => {
    const columns = [
      { title: 'Source', value: (r: { s: string | null; n: number }) => r.s },
      { title: 'Visits', value: (r: { s: string | null; n: number }) => r.n },
    ];
    expect(
      toCsv(
        [
          { s: 'a,b', n: 1 },
          { s: null, n: 0 },
        ],
        columns,
      ),
    ).toBe('Source,Visits\r\n"a,b",1\r\n,0\r\n');
    expect(toCsv([], columns)).toBe('Source,Visits\r\n');
  });

  it('reads the first chunk before answering, so a failing query throws instead of a cut-off download', async () => {
    const failing = async function* (): AsyncGenerator<string> {
      await Promise.reject(new Error('refused'));
      yield 'never';
    };
    await expect(csvDownload(failing(), 'x.csv')).rejects.toThrow('refused');
    const ok = async function* () {
      yield await Promise.resolve('a\r\n');
      yield 'b\r\n';
    };
    const file = await csvDownload(ok(), 'x.csv');
    expect(file.getHeaders()).toMatchObject({
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="x.csv"',
    });
    const chunks: string[] = [];
    for await (const c of file.getStream()) chunks.push(String(c));
    expect(chunks.join('')).toBe('a\r\nb\r\n');
  });

  it('reads back what it writes: quoted commas, quotes and line breaks, CRLF or LF, blank lines dropped', () => {
    const text = toCsv(
      [
        { a: 'x,y', b: 'say "hi"' },
        { a: 'two\nlines', b: '' },
      ],
      [
        { title: 'A', value: (r: { a: string; b: string }) => r.a },
        { title: 'B', value: (r: { a: string; b: string }) => r.b },
      ],
    );
    expect(parseCsv(text)).toEqual([
      ['A', 'B'],
      ['x,y', 'say "hi"'],
      ['two\nlines', ''],
    ]);
    expect(parseCsv('\uFEFFa@b.test\n\nc.test,manual\r\n')).toEqual([['a@b.test'], ['c.test', 'manual']]);
  });
});
