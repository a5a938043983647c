import { getQueueToken } from '@nestjs/bullmq';
import { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { Job, Queue } from 'bullmq';
import { randomBytes } from 'crypto';
import Redis from 'ioredis';
import { EMAIL_JOB_SEND, EmailJob, QUEUES } from '../../src/core/queue/queues';
import { EmailProcessor } from '../../src/core/mail/email.processor';
import { REDIS } from '../../src/core/redis/redis.module';
import { STATS_CACHE_KEY } from '../../src/modules/campaigns/campaigns.constants';
import { CampaignDispatchService } from '../../src/modules/campaigns/delivery/campaign-dispatch.service';
import { CampaignTickProcessor } from '../../src/modules/campaigns/delivery/campaign-tick.processor';
import { createAdmin, createUser } from '../support/factories';
import { CapturedMail } from '../support/smtp-sink';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { eventually, workerIdle } from '../support/eventually';

const HOUR = 3600_000;

describe('campaigns', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ env: { COMPANY_POSTAL_ADDRESS: '42 Test Road, Springfield, IL 62701' } });
    admin = await t.cookieFor(await createAdmin(t.ds));
  });
  afterAll(() => t.close());

  async function visitor(
    fields: {
      email?: string | null;
      hoursAgo?: number;
      lastVisitedAt?: Date;
      hasPurchased?: boolean;
      unsubscribed?: boolean;
      /** Consent confirmed by the double opt-in link (campaigns go only to confirmed contacts). Default: yes. */
      confirmed?: boolean;
      firstName?: string;
      lastName?: string;
    } = {},
  ) {
    const email = fields.email === undefined ? `v_${randomBytes(4).toString('hex')}@example.test` : fields.email;
    const last = fields.lastVisitedAt ?? new Date(Date.now() - (fields.hoursAgo ?? 48) * HOUR);
    const [row] = await t.ds.query(
      `INSERT INTO visitors ("email", "sessionId", "lastVisitedAt", "hasPurchased", "unsubscribedAt", "consentGivenAt",
                             "consentConfirmedAt", "firstName", "lastName")
       VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8) RETURNING id, email`,
      [
        email,
        randomBytes(8).toString('hex'),
        last,
        fields.hasPurchased ?? false,
        fields.unsubscribed ? new Date() : null,
        fields.confirmed === false ? null : new Date(Date.now() - 72 * HOUR),
        fields.firstName ?? null,
        fields.lastName ?? null,
      ],
    );
    return row as { id: string; email: string | null };
  }

  /** A campaign, activated at once unless `draft` (a new campaign is a draft until the owner activates it). */
  async function campaign(body: Record<string, unknown> = {}, { draft = false } = {}) {
    const res = await t
      .http()
      .post('/api/campaigns')
      .set(XHR)
      .set('Cookie', admin)
      .send({
        name: 'Follow-up',
        subject: `Subject ${randomBytes(3).toString('hex')}`,
        htmlContent: '<p>Hi <a href="https://example.com/enroll?a=1&amp;b=2">enroll</a></p>',
        ...body,
      })
      .expect(201);
    if (!draft) await activate(res.body.id);
    return res.body as {
      id: string;
      subject: string;
      sendAfterHours: number;
      status: string;
      removedFromHtml: string[];
    };
  }
  async function activate(id: string, body?: object) {
    const req = t.http().patch(`/api/campaigns/${id}/activate`).set(XHR).set('Cookie', admin);
    const res = await (body ? req.send(body) : req).expect(200);
    return res.body as { status: string; isActive: boolean; startsAt: string | null };
  }

  /** Until every e-mail job is done and no campaign send is still queued: then no further mail can come. */
  async function drained() {
    await workerIdle(t.worker!);
    await eventually(
      'no campaign send still queued',
      async () =>
        (
          await t.ds.query<
            Array<{
              n: number;
            }>
          >(`SELECT count(*)::int AS n FROM email_sends WHERE status = 'queued'`)
        )[0].n,
      (n) => n === 0,
    );
  }
  /**
   * A scene of its own for a test that ticks: no other campaign active and no other visitor (their sends go with
   * them), once nothing earlier is still in flight.
   */
  async function freshScene() {
    await drained();
    await t.ds.query(`UPDATE email_campaigns SET "isActive" = false`);
    await t.ds.query(`DELETE FROM visitors`);
  }
  const mailsFor = (subject: string) => t.mail.messages.filter((m) => m.subject === subject);
  const tick = () => t.worker!.get(CampaignTickProcessor).tick();

  describe('management', () => {
    it('is admin only', async () => {
      await t.http().get('/api/campaigns').expect(401);
      const student = await t.cookieFor(await createUser(t.ds));
      await t.http().get('/api/campaigns').set('Cookie', student).expect(403);
      await t.http().get('/api/campaigns/stats').set('Cookie', student).expect(403);
    });

    it('answers the spec messages for missing fields and checks sendAfterHours', async () => {
      const post = (body: object) => t.http().post('/api/campaigns').set(XHR).set('Cookie', admin).send(body);
      expect((await post({ subject: 's', htmlContent: 'h' }).expect(400)).body.message).toBe(
        'Campaign name is required',
      );
      expect((await post({ name: '  ', subject: 's', htmlContent: 'h' }).expect(400)).body.message).toBe(
        'Campaign name is required',
      );
      expect((await post({ name: 'n', htmlContent: 'h' }).expect(400)).body.message).toBe('Subject is required');
      expect((await post({ name: 'n', subject: 's' }).expect(400)).body.message).toBe('HTML content is required');
      expect(
        (await post({ name: 'n', subject: 's', htmlContent: 'h', sendAfterHours: 5 }).expect(400)).body.message,
      ).toBe('Send after hours must be one of 1, 24, 72 or 168');
    });

    it('creates with a default of 24 hours (text accepted), lists, edits, pauses, activates and deletes', async () => {
      const c = await campaign({ name: 'Default timing' });
      expect(c).toMatchObject({ sendAfterHours: 24 });
      const textual = await campaign({ name: 'Text timing', sendAfterHours: '72' });
      expect(textual.sendAfterHours).toBe(72);
      const list = (await t.http().get('/api/campaigns').set('Cookie', admin).expect(200)).body;
      expect(list.map((x: { id: string }) => x.id)).toEqual(expect.arrayContaining([c.id, textual.id]));
      expect(list[0]).toEqual(
        expect.objectContaining({
          id: expect.any(String),
          name: expect.any(String),
          subject: expect.any(String),
          sendAfterHours: expect.any(Number),
          isActive: true,
        }),
      );

      const edited = await t
        .http()
        .put(`/api/campaigns/${c.id}`)
        .set(XHR)
        .set('Cookie', admin)
        .send({ name: 'Renamed', sendAfterHours: 168 })
        .expect(200);
      expect(edited.body).toMatchObject({ name: 'Renamed', sendAfterHours: 168 });
      expect(
        (await t.http().patch(`/api/campaigns/${c.id}/pause`).set(XHR).set('Cookie', admin).expect(200)).body.isActive,
      ).toBe(false);
      expect(
        (await t.http().patch(`/api/campaigns/${c.id}/activate`).set(XHR).set('Cookie', admin).expect(200)).body
          .isActive,
      ).toBe(true);
      await t.http().delete(`/api/campaigns/${c.id}`).set(XHR).set('Cookie', admin).expect(204);
      await t.http().delete(`/api/campaigns/${c.id}`).set(XHR).set('Cookie', admin).expect(404);
      await t.http().delete(`/api/campaigns/${textual.id}`).set(XHR).set('Cookie', admin).expect(204);
      await t.http().get('/api/campaigns/not-a-uuid/eligible-visitors').set('Cookie', admin).expect(404);
    });
  });

  describe('eligibility', () => {
    it('includes a visitor exactly sendAfterHours after the last visit, and excludes the boundary cases', async () => {
      const c = await campaign({ sendAfterHours: 24 });
      const lastVisit = new Date(Date.now() - 10 * HOUR);
      const exact = await visitor({ lastVisitedAt: lastVisit });
      const dispatch = t.app.get(CampaignDispatchService);
      const ids = async (asOf: Date) =>
        (await dispatch.eligibleVisitors({ id: c.id, sendAfterHours: 24 }, 10_000, asOf)).map((r) => r.id);

      expect(await ids(new Date(lastVisit.getTime() + 24 * HOUR))).toContain(exact.id);
      expect(await ids(new Date(lastVisit.getTime() + 24 * HOUR - 1))).not.toContain(exact.id);

      const purchased = await visitor({ hoursAgo: 48, hasPurchased: true });
      const unsubscribed = await visitor({ hoursAgo: 48, unsubscribed: true });
      const noEmail = await visitor({ email: null, hoursAgo: 48 });
      const recent = await visitor({ hoursAgo: 23 });
      const due = await visitor({ hoursAgo: 25 });
      const alreadySent = await visitor({ hoursAgo: 48 });
      await t.ds.query(
        `INSERT INTO email_sends ("campaignId", "visitorId", status, "sentAt") VALUES ($1, $2, 'sent', now())`,
        [c.id, alreadySent.id],
      );

      const res = await t.http().get(`/api/campaigns/${c.id}/eligible-visitors`).set('Cookie', admin).expect(200);
      const got = res.body.map((v: { id: string }) => v.id);
      expect(got).toContain(due.id);
      for (const v of [purchased, unsubscribed, noEmail, recent, alreadySent]) expect(got).not.toContain(v.id);
      expect(res.body.find((v: { id: string }) => v.id === due.id)).toEqual({
        id: due.id,
        email: due.email,
        lastVisitedAt: expect.any(String),
      });
      await t.http().delete(`/api/campaigns/${c.id}`).set(XHR).set('Cookie', admin).expect(204);
    });
  });

  describe('sending', () => {
    /**
     * Each test sends its own round: its own campaign (the only active one), six visitors due for it and three who
     * are not (too recent, purchased, unsubscribed), two ticks, then nothing left in flight.
     */
    async function sentRound() {
      await freshScene();
      const c = await campaign({ sendAfterHours: 1 });
      const eligible: string[] = [];
      for (let i = 0; i < 6; i++) eligible.push((await visitor({ hoursAgo: 2 + i })).email!);
      const ineligible = [
        (await visitor({ hoursAgo: 0.5 })).email!,
        (await visitor({ hoursAgo: 5, hasPurchased: true })).email!,
        (await visitor({ hoursAgo: 5, unsubscribed: true })).email!,
      ];
      await tick();
      await tick();
      await drained();
      return { c, eligible, ineligible, mails: mailsFor(c.subject) };
    }

    it('a tick sends exactly the eligible visitors, once, even when ticks run again', async () => {
      const { c, eligible, ineligible, mails } = await sentRound();
      const got = mails.flatMap((m) => m.to);
      expect(got.sort()).toEqual([...eligible].sort());
      for (const e of ineligible) expect(got).not.toContain(e);
      const rows = await t.ds.query(`SELECT status, "sentAt" FROM email_sends WHERE "campaignId" = $1`, [c.id]);
      expect(rows).toHaveLength(eligible.length);
      expect(rows.every((r: { status: string; sentAt: Date }) => r.status === 'sent' && r.sentAt)).toBe(true);
    });

    it('puts an unsubscribe link, List-Unsubscribe headers, the postal address, a pixel and signed links in each e-mail', async () => {
      const { mails } = await sentRound();
      const m = mails[0];
      expect(m.headers['list-unsubscribe']).toMatch(
        /^<http:\/\/app\.test\/api\/campaigns\/unsubscribe\/[0-9a-f-]{36}\?s=[\w-]+>$/,
      );
      expect(m.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(m.html).toContain('42 Test Road, Springfield, IL 62701');
      expect(m.text).toContain('42 Test Road, Springfield, IL 62701');
      expect(m.html).toMatch(/<a href="http:\/\/app\.test\/api\/campaigns\/unsubscribe\/[^"]+">Unsubscribe<\/a>/);
      expect(m.html).toMatch(/<img src="http:\/\/app\.test\/api\/campaigns\/t\/o\/[0-9a-f-]{36}\.gif"/);
      expect(m.html).toMatch(
        /href="http:\/\/app\.test\/api\/campaigns\/t\/c\/[0-9a-f-]{36}\?u=https%3A%2F%2Fexample\.com%2Fenroll/,
      );
      expect(m.html).not.toContain('href="https://example.com');
    });

    const path = (url: string) => url.replace('http://app.test', '').replace(/&amp;/g, '&');
    const linkIn = (m: CapturedMail, re: RegExp) => path(m.html.match(re)![1]);

    it('records an open from the pixel', async () => {
      const { mails } = await sentRound();
      const pixel = linkIn(mails[0], /<img src="([^"]+)"/);
      const res = await t.http().get(pixel).expect(200);
      expect(res.headers['content-type']).toBe('image/gif');
      const sendId = pixel.match(/o\/(.+)\.gif/)![1];
      const [row] = await t.ds.query(`SELECT "openedAt" FROM email_sends WHERE id = $1`, [sendId]);
      expect(row.openedAt).not.toBeNull();
      // The pixel never answers 404, whatever the id.
      await t.http().get('/api/campaigns/t/o/garbage.gif').expect(200);
      await t.http().get('/api/campaigns/t/o/5f0c8a52-8d0e-4b43-9c83-6f7c6b3c9f11.gif').expect(200);
    });

    it('records a click only when the browser confirms it; the link page goes only to the signed target', async () => {
      const { mails } = await sentRound();
      const link = linkIn(mails[1], /<a href="([^"]+\/t\/c\/[^"]+)"/);
      const sendId = link.match(/t\/c\/([^?]+)/)![1];
      const clicked = async () =>
        (await t.ds.query(`SELECT "clickedAt", "openedAt" FROM email_sends WHERE id = $1`, [sendId]))[0];
      const page = await t.http().get(link).expect(200);
      expect(page.text).toContain('<a id="go" href="https://example.com/enroll?a=1&amp;b=2">');
      expect(page.headers['content-security-policy']).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
      expect((await clicked()).clickedAt).toBeNull();
      await t.http().post(link).expect(204);
      const row = await clicked();
      expect(row.clickedAt).not.toBeNull();
      expect(row.openedAt).not.toBeNull();
      const tampered = link.replace(/u=[^&]+/, `u=${encodeURIComponent('https://evil.example/phish')}`);
      const bad = await t.http().get(tampered).expect(400);
      expect(bad.body).toEqual({ statusCode: 400, message: 'This link is invalid or has been altered' });
      await t.http().post(tampered).expect(400);
    });

    it('a link scanner fetching every link of the e-mail (GET and HEAD) unsubscribes nobody and counts no click', async () => {
      const { c, mails } = await sentRound();
      const links = new Set<string>();
      for (const m of mails) {
        for (const [, url] of m.html.matchAll(/(?:href|src)="(http:\/\/app\.test[^"]+)"/g)) links.add(path(url));
        for (const [url] of m.text.matchAll(/http:\/\/app\.test\S+/g)) links.add(path(url));
        links.add(path(m.headers['list-unsubscribe'].slice(1, -1)));
      }
      expect([...links].filter((l) => l.includes('/unsubscribe/')).length).toBeGreaterThanOrEqual(mails.length);
      expect([...links].filter((l) => l.includes('/t/c/')).length).toBeGreaterThanOrEqual(mails.length);
      // Every e-mail links to the privacy policy, a page of the web tier (this API-only app serves no pages).
      expect(links).toContain('/privacy');
      for (const link of links) {
        const got = await t.http().get(link).redirects(0);
        if (link.startsWith('/api/')) expect([200, 302]).toContain(got.status);
        await t.http().head(link).redirects(0);
      }
      const [row] = await t.ds.query(
        `SELECT count(*) FILTER (WHERE v."unsubscribedAt" IS NOT NULL)::int AS unsubscribed,
                count(*) FILTER (WHERE s."clickedAt" IS NOT NULL)::int AS clicked
           FROM email_sends s JOIN visitors v ON v.id = s."visitorId" WHERE s."campaignId" = $1`,
        [c.id],
      );
      expect(row).toEqual({ unsubscribed: 0, clicked: 0 });
    });

    it('unsubscribes by the page’s button or the RFC 8058 one-click POST (no sign-in) and stops every further campaign', async () => {
      const { eligible, mails } = await sentRound();
      const [viaLink, viaPost] = mails;
      const footer = linkIn(viaLink, /<a href="([^"]+\/unsubscribe\/[^"]+)"/);
      const page = await t.http().get(footer).expect(200);
      const action = /<form method="post" action="([^"]+)">/.exec(page.text)![1].replace(/&amp;/g, '&');
      expect(page.text).toContain('>Unsubscribe</button>');
      expect(action).toBe(footer);
      // What the page's button sends: a plain form POST, no script, no header.
      const done = await t.http().post(action).type('form').send('').expect(200);
      expect(done.text).toContain('You have been unsubscribed');
      const header = path(viaPost.headers['list-unsubscribe'].slice(1, -1));
      await t.http().post(header).type('form').send('List-Unsubscribe=One-Click').expect(200);
      await t
        .http()
        .post(header.replace(/s=[\w-]+/, 's=forged'))
        .type('form')
        .send('List-Unsubscribe=One-Click')
        .expect(400);
      const rows = await t.ds.query(
        `SELECT email FROM visitors WHERE "unsubscribedAt" IS NOT NULL AND email = ANY($1)`,
        [[viaLink.to[0], viaPost.to[0]]],
      );
      expect(rows).toHaveLength(2);

      const next = await campaign({ sendAfterHours: 1 });
      await tick();
      await drained();
      const got = mailsFor(next.subject).flatMap((m) => m.to);
      expect(got).toHaveLength(eligible.length - 2);
      expect(got).not.toContain(viaLink.to[0]);
      expect(got).not.toContain(viaPost.to[0]);
      await t.http().patch(`/api/campaigns/${next.id}/pause`).set(XHR).set('Cookie', admin).expect(200);
    });

    it('reports real figures in the stats', async () => {
      // Six sent of nine visitors, one opened and one clicked: 2 / 6 = 33.33 %.
      const { mails } = await sentRound();
      await t
        .http()
        .get(linkIn(mails[0], /<img src="([^"]+)"/))
        .expect(200);
      await t
        .http()
        .post(linkIn(mails[1], /<a href="([^"]+\/t\/c\/[^"]+)"/))
        .expect(204);
      await t.app.get<Redis>(REDIS).del(STATS_CACHE_KEY); // figures from before this round may be cached
      const res = await t.http().get('/api/campaigns/stats').set('Cookie', admin).expect(200);
      expect(res.body).toEqual({ activeCampaigns: 1, totalVisitors: 9, emailsSent: 6, engagementRate: 33.33 });
    });
  });

  describe('waiting for the owner', () => {
    const eligibleCount = async (id: string) =>
      (await t.http().get(`/api/campaigns/${id}/eligible-count`).set('Cookie', admin).expect(200)).body as {
        count: number;
        asOf: string;
      };

    it('a new campaign is a draft: the tick sends nothing until it is activated', async () => {
      await freshScene();
      const due = (await visitor({ hoursAgo: 30 })).email!;
      const c = await campaign({ sendAfterHours: 24 }, { draft: true });
      expect(c).toMatchObject({ status: 'draft', isActive: false, startsAt: null });
      await tick();
      await drained();
      expect(mailsFor(c.subject)).toEqual([]);
      expect(await t.ds.query(`SELECT 1 FROM email_sends WHERE "campaignId" = $1`, [c.id])).toEqual([]);

      expect(await activate(c.id)).toMatchObject({ status: 'active', isActive: true, startsAt: null });
      await tick();
      await drained();
      expect(mailsFor(c.subject).flatMap((m) => m.to)).toEqual([due]);
      const paused = await t.http().patch(`/api/campaigns/${c.id}/pause`).set(XHR).set('Cookie', admin).expect(200);
      expect(paused.body.status).toBe('paused');
    });

    it('counts the eligible visitors with the drip query: the same people the list shows and the tick sends to', async () => {
      await freshScene();
      const c = await campaign({ sendAfterHours: 24 }, { draft: true });
      const due = [await visitor({ hoursAgo: 25 }), await visitor({ hoursAgo: 48 }), await visitor({ hoursAgo: 100 })];
      await visitor({ hoursAgo: 23 });
      await visitor({ hoursAgo: 48, hasPurchased: true });
      await visitor({ hoursAgo: 48, unsubscribed: true });
      await visitor({ hoursAgo: 48, confirmed: false });
      const counted = await eligibleCount(c.id);
      expect(counted.count).toBe(3);
      expect(Math.abs(Date.parse(counted.asOf) - Date.now())).toBeLessThan(60_000);
      const listed = await t.http().get(`/api/campaigns/${c.id}/eligible-visitors`).set('Cookie', admin).expect(200);
      expect(listed.body).toHaveLength(3);
      await activate(c.id);
      await tick();
      await drained();
      expect(
        mailsFor(c.subject)
          .flatMap((m) => m.to)
          .sort(),
      ).toEqual(due.map((v) => v.email).sort());
      expect((await eligibleCount(c.id)).count).toBe(0);
      await t
        .http()
        .get('/api/campaigns/5f0c8a52-8d0e-4b43-9c83-6f7c6b3c9f11/eligible-count')
        .set('Cookie', admin)
        .expect(404);
    });

    it('activated with a future start, it sends nothing before the start and goes out once it has come', async () => {
      await freshScene();
      const due = (await visitor({ hoursAgo: 30 })).email!;
      const c = await campaign({ sendAfterHours: 24 }, { draft: true });
      const bad = await t
        .http()
        .patch(`/api/campaigns/${c.id}/activate`)
        .set(XHR)
        .set('Cookie', admin)
        .send({ startsAt: 'tomorrow' })
        .expect(400);
      expect(bad.body.message).toBe('Start must be a date and time, e.g. 2026-12-01T09:00:00Z');
      const start = new Date(Date.now() + 2 * HOUR);
      const scheduled = await activate(c.id, { startsAt: start.toISOString() });
      expect(scheduled).toMatchObject({ status: 'scheduled', isActive: true, startsAt: start.toISOString() });
      await tick();
      await drained();
      expect(mailsFor(c.subject)).toEqual([]);
      // The start comes (moved into the past rather than waiting two hours).
      await t.ds.query(`UPDATE email_campaigns SET "startsAt" = now() - interval '1 second' WHERE id = $1`, [c.id]);
      await tick();
      await drained();
      expect(mailsFor(c.subject).flatMap((m) => m.to)).toEqual([due]);
    });

    it('fills {{firstName}} and {{lastName}} per visitor, with "there" when the first name is missing', async () => {
      await freshScene();
      const dana = (await visitor({ hoursAgo: 30, firstName: 'Dana', lastName: 'Reyes' })).email!;
      const nameless = (await visitor({ hoursAgo: 30 })).email!;
      const c = await campaign({
        sendAfterHours: 24,
        htmlContent:
          '<p>Hi {{firstName}} {{lastName}}, <a href="https://example.com/enroll">Enroll in the course</a></p>',
      });
      await tick();
      await drained();
      const to = (email: string) => mailsFor(c.subject).find((m) => m.to.includes(email))!;
      expect(to(dana).html).toContain('<p>Hi Dana Reyes, ');
      expect(to(dana).text).toContain('Hi Dana Reyes, Enroll in the course (https://example.com/enroll)');
      expect(to(nameless).html).toContain('<p>Hi there , ');
      expect(to(nameless).text).toContain('Hi there , Enroll in the course');
      for (const m of mailsFor(c.subject)) expect(`${m.html}${m.text}`).not.toContain('{{');

      // The preview fills them for a sample visitor and says so.
      const preview = await t
        .http()
        .post('/api/campaigns/preview')
        .set(XHR)
        .set('Cookie', admin)
        .send({ subject: 'Hello {{firstName}}', htmlContent: '<p>Hi {{firstName}}</p><p>{{postalAddress}}</p>' })
        .expect(200);
      expect(preview.body.subject).toBe('Hello Alex');
      expect(preview.body.html).toContain('<p>Hi Alex</p><p>42 Test Road, Springfield, IL 62701</p>');
      expect(preview.body.sampleNote).toMatch(/^Shown for a sample visitor, Alex Morgan/);
    });

    const UNSAFE =
      '<p>Hi</p><script>alert(1)</script><img src="https://example.com/i.png" onerror="alert(2)">' +
      '<a href="javascript:alert(3)">click</a>';

    it('sanitises the HTML on save and says what it removed', async () => {
      const c = await campaign({ htmlContent: UNSAFE }, { draft: true });
      expect(c.removedFromHtml).toEqual(['<script>', 'onerror on <img>', 'javascript: URL in <a>']);
      const [row] = await t.ds.query(`SELECT "htmlContent" FROM email_campaigns WHERE id = $1`, [c.id]);
      expect(row.htmlContent).toBe('<p>Hi</p><img src="https://example.com/i.png" /><a>click</a>');
      const edited = await t
        .http()
        .put(`/api/campaigns/${c.id}`)
        .set(XHR)
        .set('Cookie', admin)
        .send({ htmlContent: '<p onclick="steal()">Changed</p>' })
        .expect(200);
      expect(edited.body).toMatchObject({ htmlContent: '<p>Changed</p>', removedFromHtml: ['onclick on <p>'] });
      const renamed = await t.http().put(`/api/campaigns/${c.id}`).set(XHR).set('Cookie', admin).send({ name: 'x' });
      expect(renamed.body.removedFromHtml).toEqual([]);
      const clean = await campaign(
        { htmlContent: '<p>Fine <a href="https://example.com">link</a></p>' },
        { draft: true },
      );
      expect(clean.removedFromHtml).toEqual([]);
    });

    it('sanitises again on send, also a row written unsanitised straight into the database', async () => {
      await freshScene();
      const target = (await visitor({ hoursAgo: 30 })).email!;
      const c = await campaign({ sendAfterHours: 24 }, { draft: true });
      await t.ds.query(`UPDATE email_campaigns SET "htmlContent" = $2 WHERE id = $1`, [c.id, UNSAFE]);
      await activate(c.id);
      await tick();
      await drained();
      const [m] = mailsFor(c.subject);
      expect(m.to).toEqual([target]);
      expect(m.html).toContain('<p>Hi</p>');
      for (const bad of ['<script', 'alert(', 'onerror', 'javascript:']) {
        expect(m.html).not.toContain(bad);
        expect(m.text).not.toContain(bad);
      }
    });

    it('keeps every link URL in the plain-text part', async () => {
      await freshScene();
      await visitor({ hoursAgo: 30 });
      const c = await campaign({
        sendAfterHours: 24,
        htmlContent:
          '<p>Ready?</p><p><a href="https://example.com/enroll?a=1&amp;b=2">Enroll in the course</a></p>' +
          '<p>Questions? <a href="mailto:team@example.com">Write to us</a></p>',
      });
      await tick();
      await drained();
      const [m] = mailsFor(c.subject);
      expect(m.text).toContain('Enroll in the course (https://example.com/enroll?a=1&b=2)');
      expect(m.text).toContain('Write to us (mailto:team@example.com)');
      expect(m.text).toMatch(/Unsubscribe: http:\/\/app\.test\/api\/campaigns\/unsubscribe\//);
    });
  });

  describe('exactly once with two workers and retried jobs', () => {
    let second: INestApplicationContext;
    beforeAll(async () => {
      const { WorkerModule } = await import('../../src/worker.module');
      second = await NestFactory.createApplicationContext(WorkerModule, { logger: false });
      await second.init();
    });
    afterAll(() => second.close());

    it('two workers ticking at once give one e-mail per visitor', async () => {
      await freshScene();
      const targets: string[] = [];
      for (let i = 0; i < 25; i++) targets.push((await visitor({ hoursAgo: 30 })).email!);
      const c = await campaign({ sendAfterHours: 24 });
      const [a, b] = await Promise.all([
        tick(),
        second.get(CampaignTickProcessor).tick(),
        tick(),
        second.get(CampaignTickProcessor).tick(),
      ]);
      expect(a.emails + b.emails).toBeLessThanOrEqual(targets.length);
      await drained();
      const got = mailsFor(c.subject).flatMap((m) => m.to);
      expect(got.sort()).toEqual([...targets].sort());
    });

    it('a retried or re-run e-mail job does not send again', async () => {
      // Its own campaign and visitor, delivered once, so nothing depends on what earlier tests left behind.
      await freshScene();
      const target = (await visitor({ hoursAgo: 30 })).email!;
      const c = await campaign({ sendAfterHours: 24 });
      await tick();
      await drained();
      expect(mailsFor(c.subject).flatMap((m) => m.to)).toEqual([target]);
      const [row] = await t.ds.query<Array<{ id: string }>>(
        `SELECT s.id FROM email_sends s WHERE s."campaignId" = $1 AND s.status = 'sent'`,
        [c.id],
      );
      const queue = t.app.get<Queue<EmailJob>>(getQueueToken(QUEUES.email));
      const original = await queue.getJob(row.id);
      expect(original).toBeDefined();
      const before = t.mail.messages.length;
      // The same job processed again (a stalled job re-run after delivery) on either worker.
      for (const ctx of [t.worker!, second]) await ctx.get(EmailProcessor).process(original as Job<EmailJob>);
      // Enqueued again under the same key (a retried tick): BullMQ keeps the first job, nothing new runs.
      await queue.add(EMAIL_JOB_SEND, original!.data, { jobId: row.id });
      await drained();
      expect(t.mail.messages.length).toBe(before);
    });
  });
});
