import { createHmac, randomBytes } from 'crypto';
import { AnalyticsRollupService } from '../../src/modules/admin/analytics/analytics-rollup.service';
import { CampaignTickProcessor } from '../../src/modules/campaigns/delivery/campaign-tick.processor';
import { ThinkificReconcileService } from '../../src/modules/thinkific/thinkific-reconcile.service';
import { VisitorActionsWriter } from '../../src/modules/visitors/visitor-actions.writer';
import { apiEnrollment, FAKE_THINKIFIC_API_KEY, startThinkificFake, ThinkificFake } from '../fakes/thinkific.fake';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { eventually, workerIdle } from '../support/eventually';
import { onlyActiveCampaign } from '../support/campaigns';

// Webhooks are signed with the Admin API key when no webhook secret is set.
const API_KEY = FAKE_THINKIFIC_API_KEY;
const HOUR = 3600_000;
const CONSENT =
  'Yes, send me training e-mails about working with real-estate investors. I can unsubscribe at any time.';

describe('the marketing loop: sign-up with consent, double opt-in, drip, purchase attribution', () => {
  let t: TestApp;
  let admin: string;
  let thinkific: ThinkificFake;
  beforeAll(async () => {
    thinkific = await startThinkificFake();
    // Client addresses come from X-Forwarded-For only because this app trusts its loopback proxy (TRUST_PROXY).
    t = await createTestApp({
      env: { ...thinkific.env, THINKIFIC_WEBHOOK_SECRET: '', TRUST_PROXY: 'loopback' },
    });
    admin = await t.cookieFor(await createAdmin(t.ds, { email: 'owner@example.test' }));
  });
  afterAll(async () => {
    await t.close();
    await thinkific.close();
  });

  const ip = () => `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250)).join('.')}`;
  const address = (p: string) => `${p}_${randomBytes(3).toString('hex')}@example.test`;
  const visit = async (utm: Record<string, string> = {}) =>
    (
      await t
        .http()
        .post('/api/visitors')
        .set(XHR)
        .send({ sessionId: randomBytes(8).toString('hex'), landingPage: '/', consent: true, ...utm })
        .expect(200)
    ).body.visitor.id as string;
  const register = (body: Record<string, unknown>, from = ip()) =>
    t.http().post('/api/webinar-registrations').set(XHR).set('X-Forwarded-For', from).send(body);
  const visitorByEmail = async (email: string) =>
    (await t.ds.query(`SELECT * FROM visitors WHERE email = $1`, [email]))[0];
  const tick = () => t.worker!.get(CampaignTickProcessor).tick();
  const confirmLink = async (email: string) => {
    const mail = await t.mail.waitFor(
      (m) => m.to.includes(email) && m.subject === 'Please confirm your e-mail address',
    );
    return new URL(/http:\/\/app\.test\/api\/consent\/confirm\?\S+/.exec(mail.text)![0]);
  };
  const campaign = (subject: string) =>
    onlyActiveCampaign(t, admin, {
      subject,
      htmlContent: '<p>Join us: <a href="https://example.com/offer">offer</a></p>',
      sendAfterHours: 24,
    });
  /** Every visit is a day old. Buffered actions are written first: a later flush would move lastVisitedAt to now. */
  const ageVisits = async () => {
    await t.app.get(VisitorActionsWriter).flush();
    await t.worker!.get(VisitorActionsWriter).flush();
    await t.ds.query(`UPDATE visitors SET "lastVisitedAt" = now() - interval '30 hours'`);
  };
  /** A signed enrollment.created webhook (the purchase), answered 200 and processed by the worker. */
  async function postWebhook(payload: Record<string, unknown>) {
    const body = JSON.stringify({
      id: `2026${Date.now()}${randomBytes(2).toString('hex')}`,
      resource: 'enrollment',
      action: 'created',
      tenant_id: '59',
      created_at: new Date().toISOString(),
      payload,
    });
    await t
      .http()
      .post('/api/webhooks/thinkific')
      .set('Content-Type', 'application/json')
      .set('X-Thinkific-Hmac-Sha256', createHmac('sha256', API_KEY).update(body).digest('hex'))
      .send(body)
      .expect(200);
  }

  it('records the contact, the consent and the actions, mails one confirmation, and confirms from its link', async () => {
    const visitorId = await visit({ utmSource: 'newsletter', utmCampaign: 'fall-webinar' });
    const email = address('jane');
    const res = await register({
      visitorId,
      firstName: 'Jane',
      lastName: 'Doe',
      email,
      phone: '5551234567',
      consent: true,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      webinarUrl: expect.stringMatching(/^https?:\/\//),
      confirmationSent: true,
    });

    const v = await visitorByEmail(email);
    expect(v).toMatchObject({
      id: visitorId,
      firstName: 'Jane',
      lastName: 'Doe',
      phoneNumber: '5551234567',
      hasShownInterest: true,
      consentText: CONSENT,
      consentSource: 'webinar_form',
      consentConfirmedAt: null,
      utmSource: 'newsletter',
    });
    expect(v.consentGivenAt).not.toBeNull();
    expect((await t.ds.query(`SELECT 1 FROM leads WHERE email = $1`, [email])).length).toBe(1);
    await eventually(
      'the actions to be written',
      () => t.ds.query(`SELECT action FROM visitor_actions WHERE "visitorId" = $1 ORDER BY action`, [visitorId]),
      (rows) => rows.length === 2,
    );

    // The same person from a second browser: one contact, no second confirmation e-mail.
    const other = await visit();
    const again = await register({ visitorId: other, firstName: 'Jane', lastName: 'Doe', email, consent: true });
    expect(again.body.confirmationSent).toBe(false);
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM visitors WHERE email = $1`, [email]))[0].n).toBe(1);

    const link = await confirmLink(email);
    await workerIdle(t.app);
    expect(t.mail.to(email)).toHaveLength(1);
    const forged = new URL(link);
    forged.searchParams.set('s', 'x'.repeat(43));
    await t.http().get(`${forged.pathname}${forged.search}`).expect(400);
    const page = await t.http().get(`${link.pathname}${link.search}`).expect(200);
    expect(page.text).toContain('Your e-mail is confirmed');
    expect((await visitorByEmail(email)).consentConfirmedAt).not.toBeNull();
  });

  it('sends campaign mail only to confirmed contacts: not without consent, not while unconfirmed', async () => {
    const c = await campaign('Only the confirmed');
    const confirmed = address('confirmed');
    const unconfirmed = address('unconfirmed');
    const noConsent = address('noconsent');
    for (const [email, consent] of [
      [confirmed, true],
      [unconfirmed, true],
      [noConsent, false],
    ] as const)
      await register({ visitorId: await visit(), firstName: 'A', lastName: 'B', email, consent }).expect(200);
    await t
      .http()
      .get(new URL(await confirmLink(confirmed)).pathname + (await confirmLink(confirmed)).search)
      .expect(200);
    await confirmLink(unconfirmed);
    await workerIdle(t.app);
    expect(t.mail.to(noConsent)).toEqual([]);

    await ageVisits();
    await tick();
    await workerIdle(t.app);
    expect(t.mail.to(confirmed).map((m) => m.subject)).toContain('Only the confirmed');
    expect(t.mail.to(unconfirmed).map((m) => m.subject)).not.toContain('Only the confirmed');
    expect(t.mail.to(noConsent)).toEqual([]);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM email_sends WHERE "campaignId" = $1`, [c.id]);
    expect(n).toBeGreaterThanOrEqual(1);
  });

  it('throttles 30 sign-ups of third-party addresses from one IP; none of them gets campaign mail', async () => {
    await campaign('Spam relay check');
    const from = ip();
    const victims = Array.from({ length: 30 }, (_, i) => address(`victim${i}`));
    const answers = await Promise.all(
      victims.map((email) => register({ firstName: 'X', lastName: 'Y', email, consent: true }, from)),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
    expect(answers.find((a) => a.status === 429)!.body.message).toBe(
      'Too many sign-ups from here. Please try again later.',
    );
    await ageVisits();
    await tick();
    await workerIdle(t.app);
    for (const email of victims) expect(t.mail.to(email).filter((m) => m.subject === 'Spam relay check')).toEqual([]);
  });

  it('allows 3 sign-ups of one address a day, from any IP; the 4th is refused and mails nothing more', async () => {
    const email = address('thrice');
    for (let i = 0; i < 3; i++)
      await register({ visitorId: await visit(), firstName: 'T', lastName: 'Hrice', email, consent: true }).expect(200);
    const refused = await register({ firstName: 'T', lastName: 'Hrice', email, consent: true });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      statusCode: 429,
      message: 'Too many sign-ups from here. Please try again later.',
    });
    await confirmLink(email);
    await workerIdle(t.app);
    expect(t.mail.to(email).map((m) => m.subject)).toEqual(['Please confirm your e-mail address']);
    expect((await t.ds.query(`SELECT count(*)::int AS n FROM leads WHERE email = $1`, [email]))[0].n).toBe(3);
  });

  it('limits the lead form like the webinar form: per address and per client IP, with the same message', async () => {
    const lead = (email: string, from = ip()) =>
      t
        .http()
        .post('/api/leads')
        .set(XHR)
        .set('X-Forwarded-For', from)
        .send({ firstName: 'Lee', lastName: 'Ford', email, phone: '5551234567' });
    const leadsOf = async (email: string) =>
      (await t.ds.query(`SELECT count(*)::int AS n FROM leads WHERE email = $1`, [email]))[0].n;
    const message = 'Too many sign-ups from here. Please try again later.';

    const email = address('lead');
    for (let i = 0; i < 3; i++) await lead(email).expect(201);
    const byAddress = await lead(email);
    expect(byAddress.status).toBe(429);
    expect(byAddress.body).toMatchObject({ statusCode: 429, message });
    expect(await leadsOf(email)).toBe(3);

    const from = ip();
    const others = Array.from({ length: 11 }, (_, i) => address(`lead${i}`));
    for (const other of others.slice(0, 10)) await lead(other, from).expect(201);
    const byIp = await lead(others[10], from);
    expect(byIp.status).toBe(429);
    expect(byIp.body).toMatchObject({ statusCode: 429, message });
    expect(await leadsOf(others[10])).toBe(0);
    await workerIdle(t.app);
    for (const other of others) expect(t.mail.to(other)).toEqual([]);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const email = address('bot');
    const res = await register({ firstName: 'Bot', lastName: 'Bot', email, consent: true, website: 'http://spam' });
    expect(res.status).toBe(200);
    expect(await visitorByEmail(email)).toBeUndefined();
    expect(await t.ds.query(`SELECT 1 FROM leads WHERE email = $1`, [email])).toEqual([]);
  });

  it('attributes a purchase to the first-touch source and the last campaign e-mail clicked; analytics shows it', async () => {
    const c = await campaign('Buy now');
    const email = address('buyer');
    const visitorId = await visit({ utmSource: 'podcast', utmMedium: 'audio', utmCampaign: 'episode-12' });
    await register({ visitorId, firstName: 'Bo', lastName: 'Buyer', email, consent: true }).expect(200);
    const link = await confirmLink(email);
    await t.http().get(`${link.pathname}${link.search}`).expect(200);
    await ageVisits();
    await tick();
    const drip = await t.mail.waitFor((m) => m.to.includes(email) && m.subject === 'Buy now');
    const click = new URL(
      /http:\/\/app\.test\/api\/campaigns\/t\/c\/[^"\s]+/.exec(drip.html)![0].replace(/&amp;/g, '&'),
    );
    await followLink(click);

    await postWebhook({
      id: 777001,
      course: { id: 68, name: 'Investor Agent Certification' },
      course_id: 68,
      percentage_completed: '0',
      free_trial: false,
      user: { id: 99001, email, first_name: 'Bo', last_name: 'Buyer' },
    });
    const bought = await eventually(
      'the purchase to be attributed',
      () => visitorByEmail(email),
      (v) => !!v?.purchasedAt,
    );
    const [send] = await t.ds.query(`SELECT id FROM email_sends WHERE "campaignId" = $1 AND "visitorId" = $2`, [
      c.id,
      visitorId,
    ]);
    expect(bought).toMatchObject({ hasPurchased: true, purchaseSendId: send.id, utmSource: 'podcast' });

    // The worker rebuilds today's figures every minute; here the rebuild runs now.
    const report = await eventually(
      'the purchase in analytics',
      async () => {
        await t.worker!.get(AnalyticsRollupService).refresh();
        return (await t.http().get('/api/admin/analytics').set('Cookie', admin).set(XHR).expect(200)).body;
      },
      (r) => r.funnel[3].count >= 1,
    );
    expect(new Date(report.asOf).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(report.sources).toContainEqual(
      expect.objectContaining({ source: 'podcast', medium: 'audio', campaign: 'episode-12', purchases: 1, signups: 1 }),
    );
    expect(report.campaigns).toContainEqual(
      expect.objectContaining({ id: c.id, name: 'Buy now', sent: expect.any(Number), clicked: 1, purchases: 1 }),
    );
    expect(report.daily).toHaveLength(30);

    // Deleting the campaign archives it: gone from the list, its sends still count.
    await t.http().delete(`/api/campaigns/${c.id}`).set('Cookie', admin).set(XHR).expect(204);
    const list = await t.http().get('/api/campaigns').set('Cookie', admin).set(XHR).expect(200);
    expect(list.body.map((x: { id: string }) => x.id)).not.toContain(c.id);
    const after = (await t.http().get('/api/admin/analytics').set('Cookie', admin).set(XHR).expect(200)).body;
    const before = report.campaigns.find((x: { id: string }) => x.id === c.id);
    expect(after.campaigns).toContainEqual({ ...before, archived: true });
    expect(
      (await t.http().get('/api/campaigns/stats').set('Cookie', admin).set(XHR).expect(200)).body.emailsSent,
    ).toBeGreaterThanOrEqual(1);
  });

  /** A confirmed contact who came from `utm`; answers its visitor id. */
  async function confirmedContact(email: string, utm: Record<string, string> = {}) {
    const visitorId = await visit(utm);
    await register({ visitorId, firstName: 'Rae', lastName: 'Conn', email, consent: true }).expect(200);
    const link = await confirmLink(email);
    await t.http().get(`${link.pathname}${link.search}`).expect(200);
    return visitorId;
  }
  /** A person follows a tracked link: the link page (GET), whose script then POSTs the click. */
  async function followLink(click: URL) {
    await t.http().get(`${click.pathname}${click.search}`).expect(200);
    await t.http().post(`${click.pathname}${click.search}`).expect(204);
  }
  /** Sends the active campaign to whoever is due, and follows the tracked link in `email`'s copy of it. */
  async function clickDrip(email: string, c: { id: string }, subject: string) {
    await ageVisits();
    await tick();
    const drip = await t.mail.waitFor((m) => m.to.includes(email) && m.subject === subject);
    const click = new URL(
      /http:\/\/app\.test\/api\/campaigns\/t\/c\/[^"\s]+/.exec(drip.html)![0].replace(/&amp;/g, '&'),
    );
    await followLink(click);
    const [send] = await t.ds.query(
      `SELECT s.id FROM email_sends s JOIN visitors v ON v.id = s."visitorId" WHERE s."campaignId" = $1 AND v.email = $2`,
      [c.id, email],
    );
    return send.id as string;
  }
  const purchaseActions = async (visitorId: string) => {
    await t.worker!.get(VisitorActionsWriter).flush();
    await t.app.get(VisitorActionsWriter).flush();
    return t.ds.query(`SELECT "actionData" FROM visitor_actions WHERE "visitorId" = $1 AND action = 'purchase'`, [
      visitorId,
    ]);
  };

  it.each([
    ['has no account yet', false],
    ['already has a student account', true],
  ])(
    'attributes a purchase whose webhook was missed when the nightly reconciliation finds it (the buyer %s)',
    async (_, hasAccount) => {
      const reconcile = () => t.worker!.get(ThinkificReconcileService).run();
      await reconcile(); // the night before: nothing new (the first run ever imports the history)
      const tag = randomBytes(3).toString('hex');
      const email = address('missed');
      const visitorId = await confirmedContact(email, { utmSource: `radio_${tag}`, utmCampaign: 'spring' });
      if (hasAccount) await createUser(t.ds, { email });
      const before = await campaign(`Before you buy ${tag}`);
      const credited = await clickDrip(email, before, `Before you buy ${tag}`);
      const after = await campaign(`After you bought ${tag}`);
      const late = await clickDrip(email, after, `After you bought ${tag}`);
      // The first e-mail was clicked three hours ago, the enrollment activated two hours ago, the second e-mail
      // clicked an hour ago: only the click before the purchase is credited.
      const now = Date.now();
      await t.ds.query(`UPDATE email_sends SET "clickedAt" = $2 WHERE id = $1`, [credited, new Date(now - 3 * HOUR)]);
      await t.ds.query(`UPDATE email_sends SET "clickedAt" = $2 WHERE id = $1`, [late, new Date(now - HOUR)]);
      const activatedAt = new Date(now - 2 * HOUR);
      const enrollment = apiEnrollment(600_000 + Math.floor(Math.random() * 99_999), {
        user_id: 800_000 + Math.floor(Math.random() * 99_999),
        user_email: email,
        user_name: 'Rae Conn',
        activated_at: activatedAt.toISOString(),
        started_at: activatedAt.toISOString(),
        updated_at: new Date(now + 60_000).toISOString(),
      });
      // The enrollment.created webhook never arrived; the next nightly run reads the enrollment from the API.
      thinkific.enrollments.push(enrollment);
      await reconcile();

      const v = await visitorByEmail(email);
      expect(v).toMatchObject({
        id: visitorId,
        hasPurchased: true,
        purchaseSendId: credited,
        utmSource: `radio_${tag}`,
      });
      expect(new Date(v.purchasedAt).toISOString()).toBe(activatedAt.toISOString());
      expect(await purchaseActions(visitorId)).toEqual([
        { actionData: { emailSendId: credited, purchasedAt: activatedAt.toISOString() } },
      ]);

      // Later runs (the enrollment progressed) and a late webhook change nothing: one purchase, one action.
      Object.assign(enrollment, { percentage_completed: 0.5, updated_at: new Date(now + 120_000).toISOString() });
      await reconcile();
      await postWebhook({
        id: enrollment.id,
        activated_at: enrollment.activated_at,
        course: { id: 68, name: 'Investor Agent Certification' },
        course_id: 68,
        percentage_completed: '0',
        free_trial: false,
        user: { id: enrollment.user_id, email, first_name: 'Rae', last_name: 'Conn' },
      });
      await workerIdle(t.app);
      expect(new Date((await visitorByEmail(email)).purchasedAt).toISOString()).toBe(activatedAt.toISOString());
      expect(await purchaseActions(visitorId)).toHaveLength(1);

      // The dashboard credits the purchase to the campaign clicked before it, on the purchase's day.
      await t.worker!.get(AnalyticsRollupService).refresh();
      const report = (await t.http().get('/api/admin/analytics').set('Cookie', admin).set(XHR).expect(200)).body;
      const row = (id: string) => report.campaigns.find((x: { id: string }) => x.id === id);
      expect(row(before.id)).toMatchObject({ clicked: 1, purchases: 1 });
      expect(row(after.id)).toMatchObject({ clicked: 1, purchases: 0 });
      const day = activatedAt.toISOString().slice(0, 10);
      expect(report.sources).toContainEqual(expect.objectContaining({ source: `radio_${tag}`, purchases: 1 }));
      expect(report.daily.find((d: { day: string }) => d.day === day).purchases).toBeGreaterThanOrEqual(1);
    },
  );

  it('does not count a free trial found by the reconciliation as a purchase', async () => {
    const reconcile = () => t.worker!.get(ThinkificReconcileService).run();
    await reconcile();
    const email = address('trial');
    const visitorId = await confirmedContact(email);
    thinkific.enrollments.push(
      apiEnrollment(700_000 + Math.floor(Math.random() * 99_999), {
        user_id: 900_000 + Math.floor(Math.random() * 99_999),
        user_email: email,
        is_free_trial: true,
        activated_at: new Date().toISOString(),
        updated_at: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    await reconcile();
    expect(await visitorByEmail(email)).toMatchObject({ hasPurchased: false, purchasedAt: null });
    expect(await purchaseActions(visitorId)).toEqual([]);
  });

  it('previews a campaign with its footer and sends a test to the signed-in admin', async () => {
    const c = await campaign('Preview me');
    const preview = await t
      .http()
      .post('/api/campaigns/preview')
      .set('Cookie', admin)
      .set(XHR)
      .send({ subject: 'Preview me', htmlContent: '<p>Hello</p>' })
      .expect(200);
    expect(preview.body.html).toContain('<p>Hello</p>');
    expect(preview.body.html).toContain('Unsubscribe');
    expect(preview.body.html).toContain('123 Main Street');
    const sent = await t.http().post(`/api/campaigns/${c.id}/test-send`).set('Cookie', admin).set(XHR).expect(202);
    expect(sent.body).toEqual({ sentTo: 'owner@example.test' });
    const mail = await t.mail.waitFor((m) => m.to.includes('owner@example.test') && m.subject === '[Test] Preview me');
    expect(mail.text).toContain('Unsubscribe');
  });

  it('counts past days from the daily rollup the worker rebuilds', async () => {
    const source = `rollup_${randomBytes(3).toString('hex')}`;
    await t.ds.query(
      `INSERT INTO visitors ("sessionId", "utmSource", "createdAt", "hasPurchased", "purchasedAt")
       VALUES ($1, $2, now() - interval '3 days', true, now() - interval '2 days')`,
      [randomBytes(8).toString('hex'), source],
    );
    await t.worker!.get(AnalyticsRollupService).refresh();
    const from = new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10);
    const report = (await t.http().get(`/api/admin/analytics?from=${from}`).set('Cookie', admin).set(XHR).expect(200))
      .body;
    expect(report.daily).toHaveLength(6);
    expect(report.sources).toContainEqual(expect.objectContaining({ source, visits: 1, purchases: 1 }));
  });

  /** A campaign that sends nothing by itself (inactive), and visitors whose events the test writes. */
  const quietCampaign = async (name: string) =>
    (
      await t.ds.query(
        `INSERT INTO email_campaigns (name, subject, "htmlContent", "isActive") VALUES ($1, $1, '<p>x</p>', false)
         RETURNING id`,
        [name],
      )
    )[0].id as string;
  const quietVisitor = async (fields: Record<string, unknown> = {}) =>
    (
      await t.ds.query(
        `INSERT INTO visitors ("sessionId", "utmSource", "createdAt") VALUES ($1, $2, $3) RETURNING id`,
        [randomBytes(8).toString('hex'), fields.utmSource ?? null, fields.createdAt ?? new Date()],
      )
    )[0].id as string;
  const report = async (from: string, to: string) =>
    (await t.http().get(`/api/admin/analytics?from=${from}&to=${to}`).set('Cookie', admin).set(XHR).expect(200)).body;
  const DAY = 86_400_000;
  const midnight = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`).getTime();
  const dayOf = (t0: number) => new Date(t0).toISOString().slice(0, 10);

  it('counts only checkout clicks as enroll clicks; webinar clicks are kept but do not count', async () => {
    const tag = randomBytes(3).toString('hex');
    const webinarOnly = await visit({ utmSource: `webinar_only_${tag}` });
    const buyers = [await visit({ utmSource: `checkout_${tag}` }), await visit({ utmSource: `checkout_${tag}` })];
    const act = (visitorId: string, actionData: Record<string, unknown>) =>
      t
        .http()
        .post('/api/visitors/actions')
        .set(XHR)
        .send({ visitorId, action: 'enroll_click', actionData })
        .expect(202);
    await act(webinarOnly, { source: 'hero_webinar', campaign: 'webinar_signup', target: 'webinar' });
    await act(webinarOnly, { source: 'navbar_webinar', campaign: 'webinar_signup' }); // recorded before 'target'
    await act(buyers[0], { source: 'navbar', campaign: 'direct_enroll', target: 'checkout' });
    await act(buyers[1], { source: 'hero_direct', campaign: 'skip_webinar' }); // recorded before 'target'
    await t.app.get(VisitorActionsWriter).flush();
    expect(
      await t.ds.query(`SELECT count(*)::int AS n FROM visitor_actions WHERE "visitorId" = $1`, [webinarOnly]),
    ).toEqual([{ n: 2 }]);

    await t.worker!.get(AnalyticsRollupService).refresh(1);
    const clicks = async (source: string) =>
      (
        await t.ds.query(`SELECT coalesce(sum("enrollClicks"), 0)::int AS n FROM marketing_daily WHERE source = $1`, [
          source,
        ])
      )[0].n;
    expect(await clicks(`webinar_only_${tag}`)).toBe(0);
    expect(await clicks(`checkout_${tag}`)).toBe(2);
    // The dashboard reads the same rollup: today's enroll clicks in the funnel and in the chart agree.
    const today = new Date().toISOString().slice(0, 10);
    const r = await report(today, today);
    expect(r.funnel[2].step).toBe('Enroll clicks');
    expect(r.daily[0].enrollClicks).toBe(r.funnel[2].count);
  });

  it('counts each campaign event on its own day, and a purchase on the day of the click it followed within 7 days', async () => {
    const c = await quietCampaign(`Event days ${randomBytes(3).toString('hex')}`);
    const d = midnight();
    const at = (daysAgo: number) => new Date(d - daysAgo * DAY + 10 * 3600_000);
    const a = await quietVisitor({ createdAt: at(21) });
    const b = await quietVisitor({ createdAt: at(21) });
    const [sendA] = await t.ds.query(
      `INSERT INTO email_sends ("campaignId", "visitorId", status, "sentAt", "createdAt") VALUES ($1, $2, 'sent', $3, $3)
       RETURNING id`,
      [c, a, at(20)],
    );
    const [sendB] = await t.ds.query(
      `INSERT INTO email_sends ("campaignId", "visitorId", status, "sentAt", "createdAt") VALUES ($1, $2, 'sent', $3, $3)
       RETURNING id`,
      [c, b, at(20)],
    );
    // What happens later, day by day, while the worker keeps its rollups as it does (the last week every 10 minutes).
    const events: Array<[number, string, unknown[]]> = [
      [18, `UPDATE email_sends SET "clickedAt" = $2 WHERE id = $1`, [sendB.id, at(18)]],
      [11, `UPDATE email_sends SET "openedAt" = $2 WHERE id = $1`, [sendA.id, at(11)]],
      [10, `UPDATE email_sends SET "clickedAt" = $2 WHERE id = $1`, [sendA.id, at(10)]],
      // B buys 9 days after its click: too late to count for the campaign.
      [9, `UPDATE visitors SET "hasPurchased" = true, "purchasedAt" = $2 WHERE id = $1`, [b, at(9)]],
      [5, `UPDATE visitors SET "unsubscribedAt" = $2 WHERE id = $1`, [b, at(5)]],
      // A buys 6 days after its click.
      [4, `UPDATE visitors SET "hasPurchased" = true, "purchasedAt" = $2 WHERE id = $1`, [a, at(4)]],
    ];
    const rollup = t.worker!.get(AnalyticsRollupService);
    for (let daysAgo = 20; daysAgo >= 0; daysAgo--) {
      for (const [when, sql, params] of events) if (when === daysAgo) await t.ds.query(sql, params);
      await rollup.refresh(8, new Date(at(daysAgo).getTime() + 3600_000));
    }
    await rollup.refresh();

    const row = async (from: number, to: number) =>
      (await report(dayOf(d - from * DAY), dayOf(d - to * DAY))).campaigns.find((x: { id: string }) => x.id === c);
    const zero = { sent: 0, opened: 0, clicked: 0, unsubscribed: 0, purchases: 0 };
    expect(await row(20, 20)).toMatchObject({ ...zero, sent: 2 });
    expect(await row(18, 18)).toMatchObject({ ...zero, clicked: 1 });
    expect(await row(11, 11)).toMatchObject({ ...zero, opened: 1 });
    // The range ends with the click; the purchase 6 days later still counts for it.
    expect(await row(10, 10)).toMatchObject({ ...zero, clicked: 1, purchases: 1 });
    expect(await row(5, 5)).toMatchObject({ ...zero, unsubscribed: 1 });
    expect(await row(20, 0)).toMatchObject({ sent: 2, opened: 1, clicked: 2, unsubscribed: 1, purchases: 1 });
  });

  it('rebuilds an earlier day when a purchase is recorded late (dated at its enrollment)', async () => {
    const source = `late_${randomBytes(3).toString('hex')}`;
    const c = await quietCampaign(`Late ${source}`);
    const d = midnight();
    const at = (daysAgo: number) => new Date(d - daysAgo * DAY + 10 * 3600_000);
    const v = await quietVisitor({ utmSource: source, createdAt: at(26) });
    await t.ds.query(
      `INSERT INTO email_sends ("campaignId", "visitorId", status, "sentAt", "clickedAt", "createdAt")
       VALUES ($1, $2, 'sent', $3, $4, $3)`,
      [c, v, at(25), at(23)],
    );
    const rollup = t.worker!.get(AnalyticsRollupService);
    await rollup.refresh();
    // The nightly reconciliation finds the purchase made 20 days ago (its webhook was missed).
    await t.ds.query(`UPDATE visitors SET "hasPurchased" = true, "purchasedAt" = $2 WHERE id = $1`, [v, at(20)]);
    await rollup.refresh();

    const purchaseDay = await report(dayOf(d - 20 * DAY), dayOf(d - 20 * DAY));
    expect(purchaseDay.sources).toContainEqual(expect.objectContaining({ source, purchases: 1 }));
    expect(purchaseDay.daily[0].purchases).toBeGreaterThanOrEqual(1);
    const clickDay = await report(dayOf(d - 23 * DAY), dayOf(d - 23 * DAY));
    expect(clickDay.campaigns).toContainEqual(expect.objectContaining({ id: c, clicked: 1, purchases: 1 }));
  });

  it('refuses a bad date range with 400', async () => {
    const res = await t.http().get('/api/admin/analytics?from=2026-02-01&to=2026-01-01').set('Cookie', admin).set(XHR);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('from must not be after to');
    await t.http().get('/api/admin/analytics?from=yesterday').set('Cookie', admin).set(XHR).expect(400);
  });
});
