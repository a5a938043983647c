import { isIPv4, isIPv6 } from 'net';

/**
 * An address cut to its network: 203.0.113.77 → 203.0.113.0 (/24), 2001:db8:85a3:8d3::1 → 2001:db8:85a3:: (/48).
 * Enough to tell networks apart, not enough to single out a household. Anything that is not an address → null.
 */
export function truncatedIp(ip: string | undefined | null): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const v4 = mapped ? mapped[1] : ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0`;
  if (!isIPv6(ip)) return null;
  const [head, tail = ''] = ip.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::`;
}

/**
 * The same cut in SQL, in place, for a varchar column of visitors that held full addresses: IPv4 to /24, IPv6 to
 * /48; anything unreadable is cleared (the migration that stopped storing full addresses).
 */
export const truncateIpColumnSql = (col: string) => `
  UPDATE visitors SET "${col}" = CASE
      WHEN "${col}" ~ '^(::ffff:)?[0-9]{1,3}(\\.[0-9]{1,3}){3}$'
        THEN host(network(set_masklen(substring("${col}" from '([0-9.]+)$')::inet, 24)))
      WHEN "${col}" ~ '^[0-9A-Fa-f:]+$' AND "${col}" LIKE '%:%'
        THEN host(network(set_masklen("${col}"::inet, 48)))
      ELSE NULL END
   WHERE "${col}" IS NOT NULL`;
