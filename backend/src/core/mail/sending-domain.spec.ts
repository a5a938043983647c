import { checkSendingDomain, ResolveTxt, sendingDomain } from './sending-domain';

const dnsError = (code: string) => Object.assign(new Error(`queryTxt ${code}`), { code });

describe('sending domain SPF and DMARC', () => {
  it('reads the domain of MAIL_FROM', () => {
    expect(sendingDomain('Investor Agent Course <no-reply@Mail.Example.com>')).toBe('mail.example.com');
    expect(sendingDomain('no-reply@example.org')).toBe('example.org');
    expect(sendingDomain('nobody')).toBeNull();
  });

  it('finds both records, joining a record split in chunks', async () => {
    const txt: Record<string, string[][]> = {
      'example.org': [['google-site-verification=abc'], ['v=spf1 include:amazonses.com ', '-all']],
      '_dmarc.example.org': [['v=DMARC1; p=quarantine; rua=mailto:d@example.org']],
    };
    const resolve: ResolveTxt = (name) => Promise.resolve(txt[name] ?? []);
    expect(await checkSendingDomain('example.org', resolve)).toEqual([
      { record: 'SPF', state: 'ok', detail: 'example.org: v=spf1 include:amazonses.com -all' },
      { record: 'DMARC', state: 'ok', detail: '_dmarc.example.org: v=DMARC1; p=quarantine; rua=mailto:d@example.org' },
    ]);
  });

  it('fails a record DNS says is absent, and says "not checked" when DNS cannot be reached', async () => {
    const noDmarc: ResolveTxt = (name) =>
      name.startsWith('_dmarc') ? Promise.reject(dnsError('ENOTFOUND')) : Promise.resolve([['v=verify']]);
    expect(await checkSendingDomain('example.org', noDmarc)).toEqual([
      { record: 'SPF', state: 'failed', detail: 'example.org has no v=spf1 TXT record' },
      { record: 'DMARC', state: 'failed', detail: '_dmarc.example.org has no v=DMARC1 TXT record' },
    ]);
    const refused: ResolveTxt = (name) =>
      name.startsWith('_dmarc') ? Promise.reject(dnsError('ECONNREFUSED')) : Promise.reject(dnsError('ENODATA'));
    expect(await checkSendingDomain('example.org', refused)).toEqual([
      { record: 'SPF', state: 'failed', detail: 'example.org has no v=spf1 TXT record' },
      { record: 'DMARC', state: 'not checked', detail: 'DNS not reachable (ECONNREFUSED)' },
    ]);
    const timeout: ResolveTxt = () => Promise.reject(dnsError('ETIMEOUT'));
    expect((await checkSendingDomain('example.org', timeout)).map((o) => o.state)).toEqual([
      'not checked',
      'not checked',
    ]);
  });

  it('does not call a record missing when the domain itself does not resolve (a sandbox answering NXDOMAIN)', async () => {
    const nothing: ResolveTxt = () => Promise.reject(dnsError('ENOTFOUND'));
    expect(await checkSendingDomain('example.org', nothing)).toEqual([
      { record: 'SPF', state: 'not checked', detail: 'example.org does not resolve from here (no DNS answer for it)' },
      {
        record: 'DMARC',
        state: 'not checked',
        detail: 'example.org does not resolve from here (no DNS answer for it)',
      },
    ]);
  });

  it('never looks up a reserved test name', async () => {
    const resolve = jest.fn<Promise<string[][]>, [string]>();
    expect(await checkSendingDomain('localhost', resolve)).toEqual([
      { record: 'SPF', state: 'not checked', detail: 'localhost is a reserved name' },
      { record: 'DMARC', state: 'not checked', detail: 'localhost is a reserved name' },
    ]);
    expect(resolve).not.toHaveBeenCalled();
  });
});
