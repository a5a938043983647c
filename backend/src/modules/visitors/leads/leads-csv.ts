/**
 * One RFC 4180 CSV line (CRLF-terminated). Cells that a spreadsheet would run as a formula
 * (starting with = + - @ tab or CR) are prefixed with a quote, so an exported lead cannot inject one.
 */
export function toCsvRow(cells: string[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

export function csvCell(value: string): string {
  let v = value ?? '';
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[",\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v;
}
