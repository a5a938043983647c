import Redis from 'ioredis';
import { truncatedIp, truncateIpColumnSql } from '../../src/core/http/truncated-ip';
import { REDIS } from '../../src/core/redis/redis.module';
import { isoDay } from '../../src/core/time/days';

import { AnalyticsRollupService } from '../../src/modules/admin/analytics/analytics-rollup.service';
import { createAdmin } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

const UA_A = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const UA_B = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Safari/605.1.15';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const COUNTRY = 'CloudFront-Viewer-Country';

describe('consent before tracking (issue 26 item 4)', () => {
  let t: TestApp;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp({ worker: false, env: { CONSENT_COUNTRY_HEADER: COUNTRY } });
    adminCookie = await t.cookieFor(await createAdmin(t.ds));
  });
  afterAll(() => t.close());

  const visit = (ua: string, body: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
    t.http().post('/api/visitors/visits').set(XHR).set('User-Agent', ua).set(headers).send(body);
  const register = (ua: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.http().post('/api/visitors').set(XHR).set('User-Agent', ua).set(headers).send(body);
  const setMode = (consentMode: string, policy = '') =>
    t.http().put('/api/admin/privacy-settings').set(XHR).set('Cookie', adminCookie).send({ consentMode, policy });
  const today = () => isoDay(new Date());
  const countVisitors = async () => Number((await t.ds.query(`SELECT count(*) AS n FROM visitors`))[0].n);
  const days = () => t.ds.query(`SELECT hash, "utmSource", "visitorId" FROM visitor_days WHERE day = $1`, [today()]);
  const reset = async () => {
    await t.ds.query(`DELETE FROM visitor_days`);
    await t.ds.query(`DELETE FROM visitors`);
    await t.ds.query(`DELETE FROM marketing_daily`);
  };

  it('asks every visitor until an admin chooses otherwise (the shipped default)', async () => {
    const read = await t.http().get('/api/admin/privacy-settings').set('Cookie', adminCookie).expect(200);
    expect(read.body.settings).toMatchObject({ consentMode: 'always', updatedAt: null });
    expect((await visit(UA_A).expect(200)).body).toEqual({ success: true, askConsent: true });
    const refused = await register(UA_A, { sessionId: 'default-mode', landingPage: '/' }).expect(200);
    expect(refused.body).toEqual({ success: false, visitor: null });
    expect(await countVisitors()).toBe(0);
  });

  describe('"always ask"', () => {
    beforeAll(async () => {
      await reset();
      await setMode('always').expect(200);
    });

    it('counts a first visit without a visitor row, once a day per person, by a hash that holds neither IP nor user agent', async () => {
      const first = await visit(UA_A, { landingPage: '/', utmSource: 'newsletter' }).expect(200);
      expect(first.body).toEqual({ success: true, askConsent: true });
      await visit(UA_A, { landingPage: '/fix-flip' }).expect(200); // the same person again today
      expect(await countVisitors()).toBe(0);
      const rows = await days();
      expect(rows).toEqual([
        { hash: expect.stringMatching(/^[0-9a-f]{64}$/), utmSource: 'newsletter', visitorId: null },
      ]);
      const dump = JSON.stringify(await t.ds.query(`SELECT * FROM visitor_days`));
      expect(dump).not.toMatch(/127\.0\.0|::1|Mozilla/);
      await visit(UA_B).expect(200); // someone else
      expect(await days()).toHaveLength(2);
    });

    it('keeps the day’s salt in Redis only until the day ends', async () => {
      const redis = t.app.get<Redis>(REDIS);
      const ttl = await redis.ttl(`visitors:salt:${today()}`);
      const untilMidnight = Math.ceil((Date.parse(`${today()}T00:00:00Z`) + 86_400_000 - Date.now()) / 1000);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(untilMidnight);
    });

    it('drops bots', async () => {
      const before = (await days()).length;
      expect((await visit(BOT_UA).expect(200)).body).toEqual({ success: false, askConsent: true });
      expect(await days()).toHaveLength(before);
    });

    it('records no visitor with a persistent id before consent; with consent, one with a truncated IP', async () => {
      const refused = await register(UA_B, { sessionId: 'before-consent', landingPage: '/' }).expect(200);
      expect(refused.body).toEqual({ success: false, visitor: null });
      expect(await countVisitors()).toBe(0);

      const given = await register(UA_B, { sessionId: 'after-consent', landingPage: '/', consent: true }).expect(200);
      expect(given.body).toEqual({ success: true, visitor: { id: expect.any(String) } });
      const [row] = await t.ds.query(`SELECT "ipAddress", "trackingConsentAt" FROM visitors WHERE id = $1`, [
        given.body.visitor.id,
      ]);
      expect(row.ipAddress).toMatch(/^127\.0\.0\.0$|^0:0:0::$/);
      expect(row.trackingConsentAt).toBeInstanceOf(Date);
      // B's cookieless count of today now belongs to B's visitor row.
      expect((await days()).filter((d: { visitorId: string | null }) => d.visitorId)).toEqual([
        expect.objectContaining({ visitorId: given.body.visitor.id }),
      ]);
    });

    it('the dashboard counts each person once today: cookieless hashes plus new visitors, by first touch', async () => {
      await t.app.get(AnalyticsRollupService).refresh(0);
      const rows = await t.ds.query(`SELECT source, visits FROM marketing_daily WHERE day = $1 ORDER BY source`, [
        today(),
      ]);
      // A (cookieless, from the newsletter) and B (cookieless, then consented: counted by the visitor row).
      expect(rows).toEqual([
        { source: '(direct)', visits: 1 },
        { source: 'newsletter', visits: 1 },
      ]);
      const report = await t.http().get('/api/admin/analytics').set('Cookie', adminCookie).expect(200);
      expect(report.body.funnel[0]).toMatchObject({ step: 'Visits', count: 2 });
    });
  });

  describe('the setting', () => {
    beforeEach(reset);
    afterAll(() => setMode('always').expect(200));

    it('"never ask": the browser is told not to ask and a visitor is kept at once', async () => {
      await setMode('never').expect(200);
      expect((await visit(UA_A).expect(200)).body).toEqual({ success: true, askConsent: false });
      const res = await register(UA_A, { sessionId: 'never-ask' }).expect(200);
      expect(res.body.visitor).toEqual({ id: expect.any(String) });
      const [row] = await t.ds.query(`SELECT "trackingConsentAt" FROM visitors WHERE id = $1`, [res.body.visitor.id]);
      expect(row.trackingConsentAt).toBeNull();
    });

    it('"EU/UK only": asks by the proxy’s country header (named in the environment); no country, asked', async () => {
      await setMode('eu').expect(200);
      const ask = async (headers: Record<string, string>) =>
        (await visit(UA_A, {}, headers).expect(200)).body.askConsent;
      expect(await ask({ [COUNTRY]: 'DE' })).toBe(true);
      expect(await ask({ [COUNTRY]: 'gb' })).toBe(true);
      expect(await ask({ [COUNTRY]: 'US' })).toBe(false);
      expect(await ask({})).toBe(true);
      expect(await ask({ 'CF-IPCountry': 'US' })).toBe(true); // not the configured header

      expect((await register(UA_A, { sessionId: 'eu-fr' }, { [COUNTRY]: 'FR' }).expect(200)).body.visitor).toBeNull();
      expect((await register(UA_A, { sessionId: 'eu-us' }, { [COUNTRY]: 'US' }).expect(200)).body.visitor).toEqual({
        id: expect.any(String),
      });
      expect(await countVisitors()).toBe(1);
    });

    it('is for admins only and refuses an unknown mode with a clear 400', async () => {
      await t.http().put('/api/admin/privacy-settings').set(XHR).send({ consentMode: 'never', policy: '' }).expect(401);
      const bad = await setMode('sometimes').expect(400);
      expect(JSON.stringify(bad.body)).toContain('consentMode must be one of always, eu, never');
      const read = await t.http().get('/api/admin/privacy-settings').set('Cookie', adminCookie).expect(200);
      expect(read.body.settings.consentMode).toBe('eu'); // the last valid one
    });
  });

  describe('the privacy policy', () => {
    it('has a default text saying what is collected and why; admins edit it; blank restores the default', async () => {
      const first = await t.http().get('/api/privacy-policy').expect(200);
      expect(first.body.policy).toContain('Without your consent we count visits without storing anything');
      await setMode('always', 'Our policy.\n\nSecond paragraph.').expect(200);
      expect((await t.http().get('/api/privacy-policy').expect(200)).body).toEqual({
        policy: 'Our policy.\n\nSecond paragraph.',
        updatedAt: expect.any(String),
      });
      await setMode('always', '  ').expect(200);
      expect((await t.http().get('/api/privacy-policy').expect(200)).body.policy).toBe(first.body.policy);
    });
  });

  it('the migration truncates the addresses already stored (as the app now stores them)', async () => {
    const ips = ['203.0.113.77', '2001:db8:85a3:8d3::1', '::ffff:198.51.100.9', 'not an address'];
    for (const [i, ip] of ips.entries())
      await t.ds.query(`INSERT INTO visitors ("sessionId", "ipAddress", "consentIp") VALUES ($1, $2, $2)`, [
        `migrate-${i}`,
        ip,
      ]);
    await t.ds.query(truncateIpColumnSql('ipAddress'));
    await t.ds.query(truncateIpColumnSql('consentIp'));
    const rows = await t.ds.query(
      `SELECT "ipAddress", "consentIp" FROM visitors WHERE "sessionId" LIKE 'migrate-%' ORDER BY "sessionId"`,
    );
    expect(rows.map((r: { ipAddress: string | null }) => r.ipAddress)).toEqual([
      '203.0.113.0',
      '2001:db8:85a3::',
      '198.51.100.0',
      null,
    ]);
    expect(rows.map((r: { ipAddress: string | null }) => r.ipAddress)).toEqual(ips.map(truncatedIp));
    expect(rows.map((r: { consentIp: string | null }) => r.consentIp)).toEqual(ips.map(truncatedIp));
  });
});
