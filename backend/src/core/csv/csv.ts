import { StreamableFile } from '@nestjs/common';
import { Readable } from 'stream';

export type CsvValue = string | number | boolean | null | undefined;

/** One column of a CSV file: its header and how a row gives its cell. */
export interface CsvColumn<T> {
  title: string;
  value: (row: T) => CsvValue;
}

/**
 * One RFC 4180 cell. Text that a spreadsheet would run as a formula (starting with = + - @ tab or CR) is prefixed
 * with a quote, so an exported value cannot inject one; numbers are written as they are. A cell is quoted when it
 * holds a comma, a quote or a line break, or starts or ends with a space (which spreadsheets would trim).
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') return String(value);
  const v = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(v) || v !== v.trim() ? `"${v.replace(/"/g, '""')}"` : v;
}

/** One CSV line, CRLF-terminated. */
export function toCsvRow(cells: CsvValue[]): string {
  return cells.map(csvCell).join(',') + '\r\n';
}

/** A header line and one line per row. */
export function toCsv<T>(rows: readonly T[], columns: ReadonlyArray<CsvColumn<T>>): string {
  return toCsvRow(columns.map((c) => c.title)) + rows.map((r) => toCsvRow(columns.map((c) => c.value(r)))).join('');
}

/**
 * A CSV download of the chunks a generator yields. The first chunk is read before answering, so a query that fails
 * does so as a 4xx/5xx answer rather than a download cut off after its headers.
 */
export async function csvDownload(chunks: AsyncGenerator<string>, filename: string): Promise<StreamableFile> {
  const first = await chunks.next();
  const all = async function* () {
    if (!first.done) yield first.value;
    yield* chunks;
  };
  return new StreamableFile(Readable.from(all()), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${filename}"`,
  });
}

/** A CSV file made in one piece. */
export interface CsvFile {
  filename: string;
  body: string;
}

export function csvFile(file: CsvFile): StreamableFile {
  return new StreamableFile(Buffer.from(file.body), {
    type: 'text/csv; charset=utf-8',
    disposition: `attachment; filename="${file.filename}"`,
  });
}

/**
 * Reads RFC 4180 text (what toCsv writes, or a spreadsheet's export) into rows of cells: quoted cells may hold
 * commas, doubled quotes and line breaks; CRLF or LF ends a row; blank lines are dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const s = text.replace(/^\uFEFF/, '');
  const endRow = () => {
    row.push(cell);
    if (row.some((x) => x !== '')) rows.push(row);
    row = [];
    cell = '';
  };
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (quoted && c === '"' && s[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (quoted) {
      cell += c;
    } else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && s[i + 1] === '\n') i++;
      endRow();
    } else {
      cell += c;
    }
  }
  endRow();
  return rows;
}
