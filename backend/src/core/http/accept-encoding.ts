import Negotiator from 'negotiator';
import { LRUCache } from 'lru-cache';

export type Encoding = 'br' | 'gzip';

/** x-gzip is gzip's old name (RFC 9110 §8.4.1.3); brotli first when both are accepted equally. */
const OFFERED = ['br', 'gzip', 'x-gzip'];

/** negotiator 1.x takes the server's order for ties; @types/negotiator (0.6) does not declare that option yet. */
type Negotiating = { encoding(offered: string[], options: { preferred: string[] }): string | undefined };

/**
 * The encoding to send to a caller with this Accept-Encoding (negotiator): the accepted one with the highest q,
 * brotli on a tie, else none. A coding listed with q=0 is refused; `*` accepts both unless they are listed with q=0.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const negotiator = new Negotiator({ headers: { 'accept-encoding': header } }) as unknown as Negotiating;
  const chosen = negotiator.encoding(OFFERED, { preferred: OFFERED });
  if (chosen === 'br') return 'br';
  return chosen === 'gzip' || chosen === 'x-gzip' ? 'gzip' : null;
}

/** Browsers send a handful of Accept-Encoding values: each is negotiated once. */
const remembered = new LRUCache<string, Encoding | 'none'>({ max: 64 });

/** preferredEncoding, remembered per header value. */
export function rememberedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = remembered.get(header);
  if (encoding === undefined) {
    encoding = preferredEncoding(header) ?? 'none';
    remembered.set(header, encoding);
  }
  return encoding === 'none' ? null : encoding;
}
