import { createTestApp, TestApp, XHR } from '../support/test-app';
import { VisitorActionsWriter } from '../../src/modules/visitors/visitor-actions.writer';
import { eventually } from '../support/eventually';
import { PublicReadCache } from '../../src/core/cache/public-read-cache';
import { ACTIVE_VIDEO_KEY } from '../../src/modules/media/videos.service';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const HEADLESS_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36';
const BOT_UA = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('visitors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
  });
  afterAll(() => t.close());

  const register = (body: Record<string, unknown>, ua = BROWSER_UA) =>
    t
      .http()
      .post('/api/visitors')
      .set(XHR)
      .set('User-Agent', ua)
      .send({ consent: true, ...body });
  const act = (body: Record<string, unknown>, ua = BROWSER_UA) =>
    t.http().post('/api/visitors/actions').set(XHR).set('User-Agent', ua).send(body);
  const flush = () => t.app.get(VisitorActionsWriter).flush();
  const visitorRow = async (id: string) => (await t.ds.query('SELECT * FROM visitors WHERE id = $1', [id]))[0];
  const actionRows = (id: string) =>
    t.ds.query('SELECT action, "actionData" FROM visitor_actions WHERE "visitorId" = $1 ORDER BY id', [id]);

  describe('POST /api/visitors', () => {
    it('registers a visitor without an e-mail, with IP, user agent, landing page, referrer and UTM', async () => {
      const res = await register({
        sessionId: 'sess-register-1',
        landingPage: '/fix-flip',
        referrer: 'https://www.google.com/',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring',
      }).expect(200);
      expect(res.body).toEqual({ success: true, visitor: { id: expect.any(String) } });
      const row = await visitorRow(res.body.visitor.id);
      expect(row).toMatchObject({
        sessionId: 'sess-register-1',
        email: null,
        landingPage: '/fix-flip',
        referrer: 'https://www.google.com/',
        utmSource: 'newsletter',
        utmMedium: 'email',
        utmCampaign: 'spring',
        userAgent: BROWSER_UA,
        hasShownInterest: false,
        hasPurchased: false,
      });
      expect(row.ipAddress).toMatch(/^127\.0\.0\.0$|^0:0:0::$/); // stored truncated (/24, /48)
    });

    it('defaults the landing page to /', async () => {
      const res = await register({ sessionId: 'sess-default-page' }).expect(200);
      expect((await visitorRow(res.body.visitor.id)).landingPage).toBe('/');
    });

    it('returns the same visitor for the same sessionId and moves lastVisitedAt, keeping the first landing page', async () => {
      const first = await register({ sessionId: 'sess-same', landingPage: '/' }).expect(200);
      await t.ds.query(`UPDATE visitors SET "lastVisitedAt" = now() - interval '1 day' WHERE id = $1`, [
        first.body.visitor.id,
      ]);
      const second = await register({ sessionId: 'sess-same', landingPage: '/student-login' }).expect(200);
      expect(second.body.visitor.id).toBe(first.body.visitor.id);
      const row = await visitorRow(first.body.visitor.id);
      expect(row.landingPage).toBe('/');
      expect(Date.now() - new Date(row.lastVisitedAt).getTime()).toBeLessThan(60_000);
      expect((await t.ds.query(`SELECT count(*)::int AS n FROM visitors WHERE "sessionId" = 'sess-same'`))[0].n).toBe(
        1,
      );
    });

    it('never attaches an e-mail given here: addresses come only from a sign-up with consent', async () => {
      const a = await register({ sessionId: 'sess-mail-a', email: 'Agent@Example.com' }).expect(200);
      expect((await visitorRow(a.body.visitor.id)).email).toBeNull();
    });

    it('rejects a malformed body with 400 and a clear message', async () => {
      expect((await register({}).expect(400)).body).toEqual({ statusCode: 400, message: 'sessionId is required' });
      expect((await register({ sessionId: 'x', email: 'not-an-email' }).expect(400)).body.message).toBe(
        'Please enter a valid email address',
      );
      expect((await register({ sessionId: 'a b<script>' }).expect(400)).body.message).toMatch(
        /sessionId may contain only/,
      );
      expect((await register({ sessionId: 'x'.repeat(129) }).expect(400)).body.message).toBe(
        'sessionId must be at most 128 characters',
      );
      expect((await register({ sessionId: 'ok', isAdmin: true }).expect(400)).body.message).toMatch(
        /isAdmin should not exist/,
      );
    });

    it('requires the X-Requested-With header', async () => {
      await t.http().post('/api/visitors').send({ sessionId: 'no-xhr' }).expect(403);
    });

    it('does not record obvious bots', async () => {
      const res = await register({ sessionId: 'sess-bot' }, BOT_UA).expect(200);
      expect(res.body).toEqual({ success: false, visitor: null });
      expect(await t.ds.query(`SELECT 1 FROM visitors WHERE "sessionId" = 'sess-bot'`)).toHaveLength(0);
    });

    it('records headless Chrome (browser tests, real kiosk browsers)', async () => {
      const res = await register({ sessionId: 'sess-headless' }, HEADLESS_UA).expect(200);
      expect(res.body.success).toBe(true);
    });

    it('accepts 120 registrations an hour from one address, then answers 429 with Retry-After', async () => {
      await t.resetRateLimits();
      const before = Number((await t.ds.query('SELECT count(*) AS n FROM visitors'))[0].n);
      for (let i = 0; i < 120; i++) await register({ sessionId: `sess-flood-${i}` }).expect(200);
      const refused = await register({ sessionId: 'sess-flood-120' }).expect(429);
      expect(refused.body).toEqual({ statusCode: 429, message: 'Too many visits from here. Please try again later.' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      const after = Number((await t.ds.query('SELECT count(*) AS n FROM visitors'))[0].n);
      expect(after - before).toBe(120);
      await t.resetRateLimits();
    });
  });

  describe('POST /api/visitors/actions', () => {
    let visitorId: string;
    beforeAll(async () => {
      visitorId = (await register({ sessionId: 'sess-actions' }).expect(200)).body.visitor.id;
    });

    it('records each of the six actions with its data and updates lastVisitedAt', async () => {
      await t.ds.query(`UPDATE visitors SET "lastVisitedAt" = now() - interval '2 days' WHERE id = $1`, [visitorId]);
      const actions = ['page_view', 'video_watch', 'form_submit', 'enroll_click', 'purchase', 'email_signup'];
      for (const action of actions) {
        const res = await act({
          visitorId,
          action,
          actionData: { page: '/', timestamp: '2026-01-01T00:00:00.000Z', n: action },
        }).expect(202);
        expect(res.body).toEqual({ success: true });
      }
      await flush();
      const rows = await actionRows(visitorId);
      expect(rows.map((r: { action: string }) => r.action)).toEqual(actions);
      expect(rows[3].actionData).toEqual({ page: '/', timestamp: '2026-01-01T00:00:00.000Z', n: 'enroll_click' });
      const row = await visitorRow(visitorId);
      expect(Date.now() - new Date(row.lastVisitedAt).getTime()).toBeLessThan(60_000);
    });

    it('writes buffered actions without an explicit flush within a short time', async () => {
      const v = (await register({ sessionId: 'sess-auto-flush' }).expect(200)).body.visitor.id;
      await act({ visitorId: v, action: 'page_view', actionData: { page: '/faq' } }).expect(202);
      const rows = await eventually(
        'the buffered action to be written',
        () => actionRows(v),
        (r) => r.length > 0,
        {
          timeoutMs: 5_000,
        },
      );
      expect(rows).toEqual([{ action: 'page_view', actionData: { page: '/faq' } }]);
    });

    it('stores an empty object when actionData is omitted', async () => {
      const v = (await register({ sessionId: 'sess-no-data' }).expect(200)).body.visitor.id;
      await act({ visitorId: v, action: 'page_view' }).expect(202);
      await flush();
      expect(await actionRows(v)).toEqual([{ action: 'page_view', actionData: {} }]);
    });

    it('answers 404 for an unknown visitor id', async () => {
      const res = await act({ visitorId: '00000000-0000-4000-8000-000000000000', action: 'page_view' }).expect(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Visitor not found' });
    });

    it('rejects malformed bodies with 400', async () => {
      const bad = async (body: Record<string, unknown>, message: string | RegExp) => {
        const res = await act(body).expect(400);
        expect(res.body.message).toMatch(message);
      };
      await bad({ visitorId, action: 'hack' }, /action must be one of: page_view, video_watch/);
      await bad({ visitorId: 'not-a-uuid', action: 'page_view' }, 'visitorId must be a valid visitor id');
      await bad({ action: 'page_view' }, 'visitorId must be a valid visitor id');
      await bad({ visitorId, action: 'page_view', actionData: 'text' }, 'actionData must be an object');
      await bad({ visitorId, action: 'page_view', actionData: { blob: 'x'.repeat(5000) } }, 'actionData is too large');
      await bad({ visitorId, action: 'page_view', extra: 1 }, /extra should not exist/);
    });

    it('requires the X-Requested-With header', async () => {
      await t.http().post('/api/visitors/actions').send({ visitorId, action: 'page_view' }).expect(403);
    });

    it('answers bots without recording anything', async () => {
      const before = (await actionRows(visitorId)).length;
      await act({ visitorId, action: 'page_view' }, 'Mozilla/5.0 (compatible; bingbot/2.0)').expect(202);
      await act({ visitorId, action: 'page_view' }, 'curl/8.5.0').expect(202);
      await flush();
      expect(await actionRows(visitorId)).toHaveLength(before);
    });

    it('skips the buffered actions of a visitor deleted before the write, keeping the others', async () => {
      const gone = (await register({ sessionId: 'sess-gone' }).expect(200)).body.visitor.id;
      const kept = (await register({ sessionId: 'sess-kept' }).expect(200)).body.visitor.id;
      await act({ visitorId: gone, action: 'page_view' }).expect(202);
      await act({ visitorId: kept, action: 'page_view' }).expect(202);
      await t.ds.query('DELETE FROM visitors WHERE id = $1', [gone]);
      await flush();
      expect(await actionRows(kept)).toHaveLength(1);
      expect(await actionRows(gone)).toHaveLength(0);
    });
  });

  describe('GET /api/site-config', () => {
    it('answers the configured links and no video when none is active', async () => {
      const res = await t.http().get('/api/site-config').expect(200);
      expect(res.body).toEqual({
        courseCheckoutUrl: expect.stringMatching(/^https?:\/\//),
        webinarUrl: expect.stringMatching(/^https?:\/\//),
        schedulingUrl: expect.stringMatching(/^https?:\/\//),
        videoEmbedUrl: expect.stringMatching(/^https?:\/\//),
        supportEmail: expect.stringContaining('@'),
        thinkificPortalUrl: expect.stringMatching(/^https?:\/\//),
        activeVideo: null,
        consentText:
          'Yes, send me training e-mails about working with real-estate investors. I can unsubscribe at any time.',
      });
    });

    it('names the active landing video with its stream URL', async () => {
      const [video] = await t.ds.query(
        `INSERT INTO videos (title, filename, "originalName", "mimeType", size, "isActive")
         VALUES ('Welcome', 'k1.mp4', 'welcome.mp4', 'video/mp4', 10, true), ('Old', 'k2.mp4', 'old.mp4', 'video/mp4', 10, false)
         RETURNING id`,
      );
      // Written straight into the database: the in-memory public read is dropped as an admin's change would.
      await t.app.get(PublicReadCache).changed(ACTIVE_VIDEO_KEY);
      const res = await t.http().get('/api/site-config').expect(200);
      expect(res.body.activeVideo).toEqual({
        id: video.id,
        title: 'Welcome',
        streamUrl: `/api/videos/${video.id}/stream`,
      });
    });
  });

  it('GET /api/health/ping answers {ok: true}', async () => {
    expect((await t.http().get('/api/health/ping').expect(200)).body).toEqual({ ok: true });
  });
});
