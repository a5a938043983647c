import { Resolver } from 'dns/promises';

export type DnsState = 'ok' | 'not checked' | 'failed';
export interface DnsOutcome {
  record: 'SPF' | 'DMARC';
  state: DnsState;
  detail: string;
}
/** The TXT lookup, injectable for tests (each answer is a record split in chunks, as DNS returns it). */
export type ResolveTxt = (name: string) => Promise<string[][]>;

/** Names that never exist in public DNS (RFC 2606, RFC 6761): nothing to check. */
const RESERVED = /(^|\.)(test|example|invalid|localhost|local)$/i;
/** DNS said the name or the record is not there: the answer is "missing", not "unreachable". */
const ABSENT = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

/** The domain of MAIL_FROM ("Name <no-reply@mail.example.com>" → mail.example.com), or null. */
export function sendingDomain(mailFrom: string): string | null {
  const m = /@([^\s>@]+)>?\s*$/.exec(mailFrom.trim());
  return m ? m[1].toLowerCase() : null;
}

/** A resolver with a short timeout and one try: an unreachable DNS answers "not checked" in seconds. */
export function systemResolveTxt(): ResolveTxt {
  const resolver = new Resolver({ timeout: 3000, tries: 1 });
  return (name) => resolver.resolveTxt(name);
}

/**
 * The sending domain's SPF (a TXT record at the domain starting "v=spf1") and DMARC (a TXT record at _dmarc.<domain>
 * starting "v=DMARC1") as public DNS answers them. A record that is absent fails. "Not checked": a DNS that cannot be
 * reached, a domain that does not resolve from here (a sandbox's resolver answers NXDOMAIN for every name, which
 * must not read as "no SPF"), or a reserved test name. DKIM is not looked up: its selector is the sending service's.
 */
export async function checkSendingDomain(domain: string | null, resolveTxt: ResolveTxt): Promise<DnsOutcome[]> {
  const records = ['SPF', 'DMARC'] as const;
  const notChecked = (detail: string): DnsOutcome[] =>
    records.map((record) => ({ record, state: 'not checked', detail }));
  if (!domain) return notChecked('MAIL_FROM has no domain');
  if (RESERVED.test(domain)) return notChecked(`${domain} is a reserved name`);
  const lookup = async (name: string): Promise<string[] | { code: string }> => {
    try {
      return (await resolveTxt(name)).map((chunks) => chunks.join(''));
    } catch (err) {
      return { code: (err as { code?: string }).code ?? String(err) };
    }
  };
  const spf = await lookup(domain);
  if (!Array.isArray(spf)) {
    if (spf.code === 'ENOTFOUND') return notChecked(`${domain} does not resolve from here (no DNS answer for it)`);
    if (!ABSENT.has(spf.code)) return notChecked(`DNS not reachable (${spf.code})`);
  }
  const dmarc = await lookup(`_dmarc.${domain}`);
  const outcome = (record: DnsOutcome['record'], name: string, prefix: string, answer: string[] | { code: string }) => {
    if (!Array.isArray(answer) && !ABSENT.has(answer.code))
      return { record, state: 'not checked' as const, detail: `DNS not reachable (${answer.code})` };
    const found = Array.isArray(answer) && answer.find((t) => t.toLowerCase().startsWith(prefix.toLowerCase()));
    return found
      ? { record, state: 'ok' as const, detail: `${name}: ${found}` }
      : { record, state: 'failed' as const, detail: `${name} has no ${prefix} TXT record` };
  };
  return [outcome('SPF', domain, 'v=spf1', spf), outcome('DMARC', `_dmarc.${domain}`, 'v=DMARC1', dmarc)];
}
