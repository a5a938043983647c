import { csvCell, toCsvRow } from './leads-csv';

describe('leads CSV', () => {
  it('quotes cells with commas, quotes and line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises spreadsheet formulas', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+15551234567')).toBe("'+15551234567");
    expect(csvCell('@sum')).toBe("'@sum");
  });

  it('ends each row with CRLF', () => {
    expect(toCsvRow(['a', 'b'])).toBe('a,b\r\n');
  });
});
