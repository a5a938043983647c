import { randomBytes } from 'crypto';
import { AnalyticsRollupService } from '../../src/modules/admin/analytics/analytics-rollup.service';
import { CampaignTickProcessor } from '../../src/modules/campaigns/delivery/campaign-tick.processor';
import { eventually, workerIdle } from '../support/eventually';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { dueContact, onlyActiveCampaign } from '../support/campaigns';

describe('suppression list and bounces', () => {
  let t: TestApp;
  let admin: string;
  const tag = () => randomBytes(3).toString('hex');

  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
    admin = await t.cookieFor(await createAdmin(t.ds, { email: `owner_${tag()}@example.test` }));
  });
  afterAll(() => t.close());

  const api = {
    list: (q = '') => t.http().get(`/api/suppressions${q}`).set('Cookie', admin),
    add: (body: object) => t.http().post('/api/suppressions').set(XHR).set('Cookie', admin).send(body),
    remove: (id: string) => t.http().delete(`/api/suppressions/${id}`).set(XHR).set('Cookie', admin),
  };
  const entry = async (value: string) =>
    (await t.ds.query(`SELECT * FROM suppressions WHERE value = $1`, [value]))[0] as
      | { reason: string; detail: string | null; accountMailAt: Date | null }
      | undefined;

  const visitor = (email: string) => dueContact(t.ds, email);
  const campaign = () => onlyActiveCampaign(t, admin);
  async function sendRound() {
    await t.worker!.get(CampaignTickProcessor).tick();
    await workerIdle(t.worker!);
  }
  const sendOf = async (campaignId: string, email: string) =>
    (
      await t.ds.query(
        `SELECT s.status, s.error FROM email_sends s JOIN visitors v ON v.id = s."visitorId"
          WHERE s."campaignId" = $1 AND v.email = $2`,
        [campaignId, email],
      )
    )[0] as { status: string; error: string | null } | undefined;

  it('is for admins only', async () => {
    await t.http().get('/api/suppressions').expect(401);
    const student = await t.cookieFor(await createUser(t.ds));
    await t.http().get('/api/suppressions').set('Cookie', student).expect(403);
    await t.http().post('/api/suppressions').set(XHR).set('Cookie', student).send({ value: 'x@y.test' }).expect(403);
  });

  it('adds addresses and whole domains, refuses junk and doubles, searches, removes', async () => {
    const address = `Jane_${tag()}@Example.test`;
    const domain = `spam-${tag()}.test`;
    const added = await api.add({ value: address }).expect(201);
    expect(added.body).toMatchObject({ value: address.toLowerCase(), kind: 'address', reason: 'manual' });
    expect((await api.add({ value: `@${domain}`, detail: 'A spam trap domain' }).expect(201)).body).toMatchObject({
      value: domain,
      kind: 'domain',
      detail: 'A spam trap domain',
    });
    expect((await api.add({ value: address }).expect(409)).body.message).toBe(
      'This address or domain is already on the suppression list',
    );
    expect((await api.add({ value: 'not an address' }).expect(400)).body.message).toBe(
      'Enter an e-mail address (jane@example.com) or a domain (example.com)',
    );
    await api.add({ value: 'x@y.test', reason: 'hard_bounce' }).expect(400);

    const found = await api.list(`?search=${encodeURIComponent(domain.slice(0, 10))}`).expect(200);
    expect(found.body).toMatchObject({ total: 1, page: 1, pageSize: 50 });
    expect(found.body.suppressions[0].value).toBe(domain);
    await api.remove(added.body.id).expect(204);
    await api.remove(added.body.id).expect(404);
    expect(await entry(address.toLowerCase())).toBeUndefined();
  });

  it('exports CSV with the one CSV writer and reads it back by import', async () => {
    const a = `csv_${tag()}@example.test`;
    const b = `csv-${tag()}.test`;
    const imported = await t
      .http()
      .post('/api/suppressions/import')
      .set(XHR)
      .set('Cookie', admin)
      .send({ csv: `Address or domain,Type,Reason\n${a},address,complaint\n"${b}"\nnonsense\n${a}\n` })
      .expect(200);
    expect(imported.body).toEqual({ added: 2, existing: 1, invalid: ['nonsense'] });
    expect((await entry(a))?.reason).toBe('complaint');
    expect((await entry(b))?.reason).toBe('manual');
    const csv = await t.http().get('/api/suppressions/export.csv').set('Cookie', admin).expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.text.split('\r\n')[0]).toBe('Address or domain,Type,Reason,Detail,Added');
    expect(csv.text).toMatch(new RegExp(`\\r\\n${a.replace(/\./g, '\\.')},address,complaint,,\\d{4}-`));
    // The export reads back as "already there", nothing new.
    const again = await t
      .http()
      .post('/api/suppressions/import')
      .set(XHR)
      .set('Cookie', admin)
      .send({ csv: csv.text })
      .expect(200);
    expect(again.body.added).toBe(0);
    expect(again.body.invalid).toEqual([]);
  });

  it('an address the SMTP server refuses with 550 is suppressed at once, and the next campaign skips it', async () => {
    const dead = `dead_${tag()}@example.test`;
    const alive = `alive_${tag()}@example.test`;
    await visitor(dead);
    await visitor(alive);
    t.mail.refuseAddress(dead, 550);
    const first = await campaign();
    await sendRound();
    await eventually(
      'the bounce recorded',
      () => sendOf(first.id, dead),
      (s) => s?.status === 'bounced',
    );
    expect((await sendOf(first.id, dead))?.error).toMatch(/^Hard bounce: 550/);
    expect((await sendOf(first.id, alive))?.status).toBe('sent');
    expect(await entry(dead)).toMatchObject({ reason: 'hard_bounce', detail: expect.stringMatching(/^550/) });
    // One try only: a 5xx is not retried (the server saw the address once; an accepted copy would be listed).
    await workerIdle(t.worker!);
    expect(t.mail.refusalsOf(dead)).toBe(1);
    expect(t.mail.to(dead)).toHaveLength(0);

    const next = await campaign();
    await sendRound();
    await t.mail.waitFor((m) => m.subject === next.subject && m.to.includes(alive));
    expect(await sendOf(next.id, dead)).toBeUndefined();
    expect(t.mail.refusalsOf(dead)).toBe(1); // the suppressed address was not even tried
    const count = await t.http().get(`/api/campaigns/${next.id}/eligible-count`).set('Cookie', admin).expect(200);
    expect(count.body.count).toBe(0);

    // A complaint the owner heard of is added by hand: it counts against the campaign that last reached the address.
    await api.add({ value: alive, reason: 'complaint' }).expect(201);
    await t.worker!.get(AnalyticsRollupService).refresh(1);
    const report = await t.http().get('/api/admin/analytics').set('Cookie', admin).expect(200);
    const rowOf = (id: string) => report.body.campaigns.find((c: { id: string }) => c.id === id);
    expect(rowOf(first.id)).toMatchObject({ sent: 1, bounced: 1, complained: 0 });
    expect(rowOf(next.id)).toMatchObject({ sent: 1, bounced: 0, complained: 1 });
    expect(report.body.complaintRateLimit).toBe(0.3);
    // Two campaign e-mails delivered in this suite so far (one per campaign), one complaint: 50%.
    expect(report.body.complaintRate).toBe(50);
  });

  it('a suppressed domain gets no test send and no webinar confirmation; account mails still go and are noted', async () => {
    const domain = `blocked-${tag()}.test`;
    await api.add({ value: domain }).expect(201);
    const person = `p_${tag()}@${domain}`;

    const owner = await createAdmin(t.ds, { email: `boss_${tag()}@${domain}` });
    const ownerCookie = await t.cookieFor(owner);
    const c = await campaign();
    await t.http().post(`/api/campaigns/${c.id}/test-send`).set('Cookie', ownerCookie).set(XHR).expect(202);
    await t
      .http()
      .post('/api/webinar-registrations')
      .set(XHR)
      .set('X-Forwarded-For', '10.9.8.7')
      .send({ firstName: 'Pat', lastName: 'Doe', email: person, consent: true })
      .expect(200);
    await t.http().post('/api/auth/forgot-password').set(XHR).send({ email: owner.email }).expect(200);
    await t.mail.waitFor((m) => m.to.includes(owner.email!) && m.subject === 'Reset your password');
    await workerIdle(t.worker!);
    expect(t.mail.messages.filter((m) => m.to.some((to) => to.endsWith(`@${domain}`)))).toHaveLength(1);
    expect((await entry(domain))?.accountMailAt).not.toBeNull();
  });

  it('an unsubscribe puts the address on the list with its reason', async () => {
    const email = `leaving_${tag()}@example.test`;
    await visitor(email);
    const c = await campaign();
    await sendRound();
    const mail = await t.mail.waitFor((m) => m.subject === c.subject && m.to.includes(email));
    const link = new URL(mail.headers['list-unsubscribe'].slice(1, -1));
    await t.http().post(`${link.pathname}${link.search}`).type('form').send('List-Unsubscribe=One-Click').expect(200);
    expect(await entry(email)).toMatchObject({ reason: 'unsubscribe' });
  });
});
