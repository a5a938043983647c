import type { ByteRange } from './video-storage';

/**
 * Parses a single-range `Range: bytes=...` header against a file of `size` bytes.
 * - undefined: no usable Range header (serve the whole file, 200);
 * - 'unsatisfiable': a bytes range that cannot be served (416);
 * - otherwise the inclusive range to serve (206).
 * Several ranges in one header are answered with the whole file, as RFC 9110 allows.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const m = /^\s*bytes\s*=\s*(.*)$/i.exec(header);
  if (!m) return undefined;
  const spec = m[1].trim();
  if (spec.includes(',')) return undefined;
  const parts = /^(\d*)\s*-\s*(\d*)$/.exec(spec);
  if (!parts || (parts[1] === '' && parts[2] === '')) return 'unsatisfiable';
  if (parts[1] === '') {
    const suffix = Number(parts[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(parts[1]);
  const end = parts[2] === '' ? size - 1 : Math.min(Number(parts[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
