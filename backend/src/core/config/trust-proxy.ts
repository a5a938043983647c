import { isIP } from 'net';

/** What Fastify's trustProxy option accepts (as Express's "trust proxy" did), from the TRUST_PROXY variable. */
export type TrustProxy = false | number | string[];

const NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * "false" or empty → trust no proxy (the socket address is the client); "1", "2"... → that many proxies in front;
 * otherwise a comma-separated list of addresses, CIDRs and the names loopback, linklocal, uniquelocal.
 * Throws with a message naming the bad entry.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'false') return false;
  if (/^\d{1,2}$/.test(value)) return Number(value);
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
