/** One table as CSV (RFC 4180 quoting; cells that start like a formula are prefixed so spreadsheets show text). */
export function toCsv<T>(
  rows: readonly T[],
  columns: ReadonlyArray<{ title: string; value: (row: T) => string | number | boolean | null | undefined }>,
): string {
  const cell = (v: string | number | boolean | null | undefined) => {
    let text = v === null || v === undefined ? '' : String(v);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [columns.map((c) => cell(c.title)), ...rows.map((r) => columns.map((c) => cell(c.value(r))))];
  return lines.map((l) => l.join(',')).join('\r\n') + '\r\n';
}

/** Saves text as a file in the browser. */
export function download(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
