import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  const columns = [
    { title: 'Source', value: (r: { s: string | null; n: number }) => r.s },
    { title: 'Visits', value: (r: { s: string | null; n: number }) => r.n },
  ];

  it('writes a header and one line per row, quoting commas, quotes and line breaks', () => {
    expect(
      toCsv(
        [
          { s: 'a,b', n: 1 },
          { s: 'say "hi"', n: 2 },
          { s: 'x\ny', n: 3 },
        ],
        columns,
      ),
    ).toBe('Source,Visits\r\n"a,b",1\r\n"say ""hi""",2\r\n"x\ny",3\r\n');
  });

  it('writes empty cells for null and defuses formula-like text', () => {
    expect(
      toCsv(
        [
          { s: null, n: 0 },
          { s: '=HYPERLINK("x")', n: 5 },
        ],
        columns,
      ),
    ).toBe('Source,Visits\r\n,0\r\n"\'=HYPERLINK(""x"")",5\r\n');
  });
});
