import rangeParser from 'range-parser';
import type { ByteRange } from './video-storage';

/** `bytes=-N`: the last N bytes. */
const SUFFIX = /=\s*-\s*(\d+)\s*$/;

/**
 * Reads a single-range `Range: bytes=...` header against a file of `size` bytes (range-parser):
 * - undefined: no usable Range header (serve the whole file, 200);
 * - 'unsatisfiable': a bytes range that cannot be served (416);
 * - otherwise the inclusive range to serve (206).
 * Several ranges in one header are answered with the whole file, as RFC 9110 allows. A suffix longer than the file
 * is the whole file (RFC 9110 §14.1.3), which range-parser answers as unsatisfiable.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const unit = header.slice(0, Math.max(0, header.indexOf('='))).trim();
  if (unit.toLowerCase() !== 'bytes' || header.includes(',')) return undefined;
  const ranges = rangeParser(size, header);
  if (ranges === -2) return 'unsatisfiable';
  if (ranges === -1) {
    const suffix = Number(SUFFIX.exec(header)?.[1] ?? 0);
    return suffix > 0 && size > 0 ? { start: 0, end: size - 1 } : 'unsatisfiable';
  }
  return { start: ranges[0].start, end: ranges[0].end };
}
