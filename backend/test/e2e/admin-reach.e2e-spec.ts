import { randomBytes } from 'crypto';
import { VisitorActionsWriter } from '../../src/modules/visitors/visitor-actions.writer';
import { eventually, workerIdle } from '../support/eventually';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** Issue 27 §3 and §7: the team is not counted as visitors; invitations, failed webhooks and story order. */
describe('admin reach and honest visitor counts', () => {
  let t: TestApp;
  let admin: string;
  let student: string;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.cookieFor(await createAdmin(t.ds));
    student = await t.cookieFor(await createUser(t.ds));
  });
  afterAll(() => t.close());

  const visitorCount = async () => (await t.ds.query(`SELECT count(*)::int AS n FROM visitors`))[0].n as number;

  describe('visitors', () => {
    const register = (sessionId: string, cookie?: string) => {
      const req = t.http().post('/api/visitors').set(XHR).set('User-Agent', BROWSER_UA);
      if (cookie) req.set('Cookie', cookie);
      return req.send({ sessionId, landingPage: '/admin', consent: true });
    };

    it("does not count an admin's or a student's own visit, and counts an anonymous one", async () => {
      const before = await visitorCount();
      expect((await register('sess-admin', admin).expect(200)).body).toEqual({ success: false, visitor: null });
      expect((await register('sess-student', student).expect(200)).body).toEqual({ success: false, visitor: null });
      expect(await visitorCount()).toBe(before);
      expect((await register('sess-anon').expect(200)).body.success).toBe(true);
      expect(await visitorCount()).toBe(before + 1);
    });

    it('counts a visit with an expired or forged session cookie as anonymous', async () => {
      const res = await register('sess-forged', 'session=forged.token.value').expect(200);
      expect(res.body.success).toBe(true);
    });

    it('records no action sent by a signed-in user, even for a visitor id from before the sign-in', async () => {
      const visitorId = (await register('sess-before-login').expect(200)).body.visitor.id as string;
      const act = (cookie?: string) => {
        const req = t.http().post('/api/visitors/actions').set(XHR).set('User-Agent', BROWSER_UA);
        if (cookie) req.set('Cookie', cookie);
        return req.send({ visitorId, action: 'page_view', actionData: { page: '/admin' } });
      };
      await act(admin).expect(202);
      await act(student).expect(202);
      await act().expect(202);
      await t.app.get(VisitorActionsWriter).flush();
      const rows = await t.ds.query(`SELECT 1 FROM visitor_actions WHERE "visitorId" = $1`, [visitorId]);
      expect(rows).toHaveLength(1);
    });
  });

  it('gives no engagement rate while no campaign e-mail has been sent (not 0%)', async () => {
    const res = await t.http().get('/api/campaigns/stats').set('Cookie', admin).expect(200);
    expect(res.body).toMatchObject({ emailsSent: 0, engagementRate: null });
  });

  describe('invitation mail for admin-created users', () => {
    const create = (body: Record<string, unknown>) =>
      t.http().post('/api/admin/users').set(XHR).set('Cookie', admin).send(body);

    it('e-mails a set-password link to a new user by default', async () => {
      const email = `invited-${randomBytes(3).toString('hex')}@example.test`;
      await create({
        username: `inv_${randomBytes(3).toString('hex')}`,
        email,
        password: 'plum-orchard-sky-42',
      }).expect(201);
      const mail = await t.mail.waitFor((m) => m.to.includes(email));
      expect(mail.text).toMatch(/\/set-password\?token=[A-Za-z0-9_-]+/);
      expect(mail.text).toContain('Your student portal account is ready.');
    });

    it('greets a new admin as an administrator, not as an enrolled student', async () => {
      const email = `admin-${randomBytes(3).toString('hex')}@example.test`;
      await create({
        username: `adm_${randomBytes(3).toString('hex')}`,
        email,
        password: 'plum-orchard-sky-42',
        userType: 'admin',
      }).expect(201);
      const mail = await t.mail.waitFor((m) => m.to.includes(email));
      expect(mail.text).toContain('An administrator account for the Investor Agent Certification has been created');
      expect(mail.text).not.toContain('enrolling');
    });

    it('sends nothing when the admin turns the invitation off', async () => {
      const email = `quiet-${randomBytes(3).toString('hex')}@example.test`;
      const res = await create({
        username: `quiet_${randomBytes(3).toString('hex')}`,
        email,
        password: 'plum-orchard-sky-42',
        sendInvitation: false,
      }).expect(201);
      expect(res.body.user.email).toBe(email);
      await workerIdle(t.worker!);
      expect(t.mail.messages.filter((m) => m.to.includes(email))).toHaveLength(0);
    });

    it('refuses a sendInvitation that is not a boolean with 400', async () => {
      const res = await create({
        username: 'badinv',
        email: 'badinv@example.test',
        password: 'plum-orchard-sky-42',
        sendInvitation: 'yes',
      }).expect(400);
      expect(res.body.message).toBe('sendInvitation must be true or false');
    });
  });

  describe('failed webhook events', () => {
    const insertEvent = async (status: string, topic = 'order.unknown_topic') =>
      (
        await t.ds.query(
          `INSERT INTO webhook_events ("eventId", topic, payload, status, attempts, "lastError")
           VALUES ($1, $2, '{}', $3, 5, 'boom') RETURNING id`,
          [`ev-${randomBytes(4).toString('hex')}`, topic, status],
        )
      )[0].id as string;
    const retry = (id: string) => t.http().post(`/api/admin/webhook-events/${id}/retry`).set(XHR).set('Cookie', admin);

    it('lists only failed events with ?status=failed, and refuses an unknown status with 400', async () => {
      const failed = await insertEvent('failed');
      const done = await insertEvent('processed');
      const res = await t.http().get('/api/admin/webhook-events?status=failed').set('Cookie', admin).expect(200);
      const ids = (res.body as Array<{ id: string; status: string }>).map((e) => e.id);
      expect(ids).toContain(failed);
      expect(ids).not.toContain(done);
      expect(res.body.every((e: { status: string }) => e.status === 'failed')).toBe(true);
      const bad = await t.http().get('/api/admin/webhook-events?status=weird').set('Cookie', admin).expect(400);
      expect(bad.body.message).toMatch(/status must be one of/);
    });

    it('retries a failed event: it is queued again and processed by the worker', async () => {
      const id = await insertEvent('failed');
      const res = await retry(id).expect(200);
      expect(res.body).toMatchObject({ id, status: 'received' });
      const row = await eventually(
        'the retried event to be handled',
        async () =>
          (await t.ds.query(`SELECT status, attempts FROM webhook_events WHERE id = $1`, [id]))[0] as {
            status: string;
          },
        (r) => r.status !== 'received',
      );
      expect(row).toEqual({ status: 'ignored', attempts: 6 });
    });

    it('answers 409 for an event that has not failed and 404 for an unknown one', async () => {
      const done = await insertEvent('processed');
      expect((await retry(done).expect(409)).body.message).toBe('Only a failed webhook event can be retried');
      await retry('00000000-0000-4000-8000-000000000000').expect(404);
      await retry('not-a-uuid').expect(404);
    });
  });

  describe('success story order', () => {
    const story = (title: string) => ({
      title,
      studentName: 'Pat',
      studentInitials: 'P',
      beforeStory: 'Before.',
      afterStory: 'After.',
      testimonialQuote: 'Quote.',
    });
    const create = async (title: string) =>
      (await t.http().post('/api/success-stories').set(XHR).set('Cookie', admin).send(story(title)).expect(201)).body
        .story.id as string;
    const reorder = (body: object, cookie = admin) =>
      t.http().put('/api/success-stories/order').set(XHR).set('Cookie', cookie).send(body);

    it('puts the stories in the given order for the admin list and the landing page', async () => {
      await t.ds.query('DELETE FROM success_stories');
      const a = await create('A');
      const b = await create('B');
      const c = await create('C');
      const res = await reorder({ ids: [c, a, b] }).expect(200);
      expect(res.body.stories.map((s: { title: string }) => s.title)).toEqual(['C', 'A', 'B']);
      const pub = await t.http().get('/api/success-stories').expect(200);
      expect(pub.body.stories.map((s: { title: string }) => s.title)).toEqual(['C', 'A', 'B']);
    });

    it('refuses bad bodies with 400 and students with 403', async () => {
      expect((await reorder({ ids: ['x'] }).expect(400)).body.message).toBe('ids must be a list of success story ids');
      await reorder({}).expect(400);
      const id = '00000000-0000-4000-8000-000000000000';
      expect((await reorder({ ids: [id, id] }).expect(400)).body.message).toBe('ids must not repeat a story');
      await reorder({ ids: [] }, student).expect(403);
    });
  });
});
