import { isIP } from 'net';

/** What Fastify's trustProxy option is given, from the TRUST_PROXY variable: no proxy, or the proxies' addresses. */
export type TrustProxy = false | string[];

const NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * "false" or empty → trust no proxy (the socket address is the client); otherwise a comma-separated list of
 * addresses, CIDRs and the names loopback, linklocal, uniquelocal. A hop count ("1") is refused: it cannot tell the
 * proxy from a client that sends its own X-Forwarded-For (Fastify 5.12 ignores one for that reason).
 * Throws with a message naming the bad entry.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(value))
    throw new Error(
      `a hop count ("${value}") can't tell the proxy from a client; name its addresses (e.g. uniquelocal)`,
    );
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address, bits, extra] = entry.split('/');
    const okAddress = NAMES.includes(address.toLowerCase()) ? bits === undefined : isIP(address) !== 0;
    const okBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 6 ? 128 : 32));
    if (!okAddress || !okBits || extra !== undefined)
      throw new Error(`"${entry}" is not an address, CIDR or known name`);
  }
  return entries;
}
