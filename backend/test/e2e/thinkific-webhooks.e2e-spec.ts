import { createHmac } from 'crypto';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { eventually, workerIdle } from '../support/eventually';

const SECRET = 'thinkific-test-secret';
const sign = (body: string, secret = SECRET) => createHmac('sha256', secret).update(body).digest('hex');
let seq = 0;

function envelope(
  resource: string,
  action: string,
  payload: Record<string, unknown>,
  id = `2026${Date.now()}${++seq}`,
) {
  return { id, resource, action, tenant_id: '59', created_at: new Date().toISOString(), payload };
}

function enrollmentPayload(email: string, overrides: Record<string, unknown> = {}) {
  return {
    id: 3001,
    course: { id: 68, name: 'Investor Agent Certification', slug: 'investor-agent-certification' },
    course_id: 68,
    percentage_completed: '0',
    started_at: '2026-01-05T10:00:00.000Z',
    activated_at: '2026-01-05T10:00:00.000Z',
    expiry_date: null,
    user: { id: 9401, email, first_name: 'Jane', last_name: 'Doe' },
    ...overrides,
  };
}

describe('Thinkific webhooks', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { THINKIFIC_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  const post = (body: object | string, signature?: string) => {
    const raw = typeof body === 'string' ? body : JSON.stringify(body);
    const req = t.http().post('/api/webhooks/thinkific').set('Content-Type', 'application/json');
    return req.set('X-Thinkific-Hmac-Sha256', signature ?? sign(raw)).send(raw);
  };

  const eventRow = (eventId: string, until: (s: string) => boolean = (s) => s !== 'received') =>
    eventually(
      `event ${eventId} to be handled`,
      async () =>
        (
          await t.ds.query<
            Array<{
              status: string;
              topic: string;
              lastError: string | null;
            }>
          >(`SELECT * FROM webhook_events WHERE "eventId" = $1`, [eventId])
        )[0],
      (row) => !!row && until(row.status),
    );

  it('creates the student from a signed enrollment.created, e-mails a set-password link once (no password), and they sign in', async () => {
    await t.ds.query(`INSERT INTO visitors (email, "sessionId") VALUES ('jane.buyer@example.test', 'sess-jane')`);
    const body = envelope('enrollment', 'created', enrollmentPayload('Jane.Buyer@Example.test'));
    const res = await post(body).expect(200);
    expect(res.body).toEqual({ received: true, duplicate: false });

    const mail = await t.mail.waitFor((m) => m.to.includes('jane.buyer@example.test'));
    expect(mail.subject).toBe('Welcome to the Investor Agent Certification: set your password');
    const username = /Username: (\S+)/.exec(mail.text)?.[1];
    const token = /http:\/\/app\.test\/set-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    expect(username).toBe('jane.buyer');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).not.toMatch(/password:/i);

    const [user] = await t.ds.query(`SELECT * FROM users WHERE email = 'jane.buyer@example.test'`);
    expect(user).toMatchObject({
      username: 'jane.buyer',
      userType: 'student',
      thinkificUserId: '9401',
      firstName: 'Jane',
      lastName: 'Doe',
    });
    expect(user.password).not.toMatch(/^\$argon2/); // no password until the student sets one
    expect(user.credentialsSentAt).not.toBeNull();
    const [visitor] = await t.ds.query(`SELECT "hasPurchased" FROM visitors WHERE "sessionId" = 'sess-jane'`);
    expect(visitor.hasPurchased).toBe(true);
    const [enrollment] = await t.ds.query(
      `SELECT e.*, c.name, c."thinkificCourseId" FROM enrollments e JOIN courses c ON c.id = e."courseId" WHERE e."userId" = $1`,
      [user.id],
    );
    expect(enrollment).toMatchObject({
      thinkificEnrollmentId: '3001',
      thinkificCourseId: '68',
      name: 'Investor Agent Certification',
      enrollmentStatus: 'active',
    });
    expect((await eventRow(body.id)).status).toBe('processed');

    // Nobody can sign in before the link is used; after it, the chosen password works.
    await t.http().post('/api/auth/login').set(XHR).send({ username, password: 'anything-at-all' }).expect(401);
    const password = 'maple-lantern-river-77';
    await t.http().post('/api/auth/reset-password').set(XHR).send({ token, newPassword: password }).expect(200);
    await t.http().post('/api/auth/reset-password').set(XHR).send({ token, newPassword: password }).expect(400);
    const login = await t.http().post('/api/auth/login').set(XHR).send({ username, password });
    expect(login.status).toBeLessThan(300);
    expect(String(login.headers['set-cookie'])).toContain('session=');
  });

  it('ignores a replay of the same envelope id: 200, no second effect', async () => {
    const body = envelope(
      'enrollment',
      'created',
      enrollmentPayload('replay@example.test', { id: 3002, user: { id: 9402, email: 'replay@example.test' } }),
    );
    await post(body).expect(200);
    await t.mail.waitFor((m) => m.to.includes('replay@example.test'));
    const again = await post(body).expect(200);
    expect(again.body).toEqual({ received: true, duplicate: true });
    const rows = await t.ds.query(`SELECT count(*)::int AS n FROM webhook_events WHERE "eventId" = $1`, [body.id]);
    expect(rows[0].n).toBe(1);
    await workerIdle(t.worker!); // anything a duplicate would have done is done
    expect(t.mail.to('replay@example.test')).toHaveLength(1);
  });

  it('queues a stored event that was never queued when the platform delivers it again', async () => {
    const body = envelope('order', 'created', { id: 1 });
    await t.ds.query(`INSERT INTO webhook_events ("eventId", topic, payload) VALUES ($1, 'order.created', $2)`, [
      body.id,
      JSON.stringify(body),
    ]);
    const res = await post(body).expect(200);
    expect(res.body.duplicate).toBe(true);
    expect((await eventRow(body.id)).status).toBe('ignored');
  });

  it('sends exactly one credentials e-mail when the purchase arrives twice at once under different ids', async () => {
    const payload = enrollmentPayload('twice@example.test', {
      id: 3003,
      user: { id: 9403, email: 'twice@example.test', first_name: 'Tw' },
    });
    const a = envelope('enrollment', 'created', payload);
    const b = envelope('enrollments', 'created', payload);
    await Promise.all([post(a).expect(200), post(b).expect(200)]);
    await eventRow(a.id, (s) => s === 'processed');
    await eventRow(b.id, (s) => s === 'processed');
    await t.mail.waitFor((m) => m.to.includes('twice@example.test'));
    await workerIdle(t.worker!); // anything a duplicate would have done is done
    expect(t.mail.to('twice@example.test')).toHaveLength(1);
    const users = await t.ds.query(`SELECT username FROM users WHERE email = 'twice@example.test'`);
    expect(users).toHaveLength(1);
  });

  it('makes usernames unique and keeps an existing account as it is', async () => {
    await createUser(t.ds, { username: 'sam', email: 'sam@other.test' });
    const existing = await createUser(t.ds, { username: 'already', email: 'already@example.test' });
    await post(
      envelope(
        'enrollment',
        'created',
        enrollmentPayload('sam@example.test', { id: 3004, user: { id: 9404, email: 'sam@example.test' } }),
      ),
    ).expect(200);
    const mail = await t.mail.waitFor((m) => m.to.includes('sam@example.test'));
    expect(mail.text).toContain('Username: sam2');

    const ev = envelope(
      'enrollment',
      'created',
      enrollmentPayload('already@example.test', { id: 3005, user: { id: 9405, email: 'already@example.test' } }),
    );
    await post(ev).expect(200);
    expect((await eventRow(ev.id)).status).toBe('processed');
    const [row] = await t.ds.query(`SELECT password, "thinkificUserId" FROM users WHERE id = $1`, [existing.id]);
    expect(row.password).toBe(existing.passwordHash);
    expect(row.thinkificUserId).toBe('9405');
    await workerIdle(t.worker!); // a welcome mail, had one been queued, is sent by now
    expect(t.mail.to('already@example.test')).toHaveLength(0);
  });

  it('rejects a bad or missing signature with 401 and stores nothing', async () => {
    const body = envelope('enrollment', 'created', enrollmentPayload('forged@example.test'));
    const res = await post(body, sign(JSON.stringify(body), 'wrong-secret')).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Invalid webhook signature' });
    const missing = await t
      .http()
      .post('/api/webhooks/thinkific')
      .set('Content-Type', 'application/json')
      .send(body)
      .expect(401);
    expect(missing.body.message).toBe('Missing X-Thinkific-Hmac-Sha256 signature');
    const tampered = JSON.stringify(body);
    await post(tampered.replace('forged@', 'evil@'), sign(tampered)).expect(401);
    const rows = await t.ds.query(`SELECT 1 FROM webhook_events WHERE "eventId" = $1`, [body.id]);
    expect(rows).toHaveLength(0);
  });

  it('answers a malformed body with 400', async () => {
    const broken = await post('{"id": "x", ').expect(400);
    expect(broken.body).toEqual({ statusCode: 400, message: 'Malformed JSON body' });
    const noId = await post({ resource: 'enrollment', action: 'created', payload: {} }).expect(400);
    expect(noId.body.message).toBe('Malformed webhook payload: id, resource, action and payload are required');
  });

  it('stores an unknown topic as ignored', async () => {
    const body = envelope('order', 'created', { id: 19796, amount_cents: 5000 });
    await post(body).expect(200);
    const row = await eventRow(body.id);
    expect(row.status).toBe('ignored');
    expect(row.topic).toBe('order.created');
  });

  it('marks an event it cannot process as failed with its error, visible to admins only', async () => {
    const body = envelope('enrollment', 'created', { id: 3099, course: { id: 68 }, user: { id: 1 } });
    await post(body).expect(200);
    const row = await eventRow(body.id, (s) => s === 'failed');
    expect(row.lastError).toBe('enrollment.created without a valid user e-mail');

    const admin = await createAdmin(t.ds);
    const list = await t
      .http()
      .get('/api/admin/webhook-events')
      .set('Cookie', await t.cookieFor(admin))
      .expect(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ eventId: body.id, status: 'failed', lastError: row.lastError }),
      ]),
    );
    const student = await createUser(t.ds);
    await t
      .http()
      .get('/api/admin/webhook-events')
      .set('Cookie', await t.cookieFor(student))
      .expect(403);
    await t.http().get('/api/admin/webhook-events').expect(401);
  });

  it('records progress and lesson completions that show in the student training data', async () => {
    const email = 'learner@example.test';
    const base = enrollmentPayload(email, { id: 3010, user: { id: 9410, email, first_name: 'Lee' } });
    await post(envelope('enrollment', 'created', base)).expect(200);
    await t.mail.waitFor((m) => m.to.includes(email));
    const progress = envelope('enrollment', 'progress', {
      ...base,
      percentage_completed: '24.0',
      last_percentage_completed: '0.0',
    });
    await post(progress).expect(200);
    expect((await eventRow(progress.id)).status).toBe('processed');
    const lesson = envelope('lesson', 'completed', {
      course: { id: 68, name: 'Investor Agent Certification' },
      enrollment: { id: 3010 },
      user: { id: 9410, email },
      lesson: { id: 501, name: 'Finding Motivated Sellers', type: 'video', position: 2 },
      chapter: { id: 77, name: 'Chapter 1: Foundations' },
    });
    await post(lesson).expect(200);
    expect((await eventRow(lesson.id)).status).toBe('processed');

    const [pu] = await t.ds.query(`SELECT * FROM progress_updates WHERE "webhookId" = $1`, [progress.id]);
    expect(pu).toMatchObject({
      percentageCompleted: '24.00',
      lastPercentageCompleted: '0.00',
      progressDelta: '24.00',
      progressMilestone: null,
    });

    const [user] = await t.ds.query(`SELECT id, "userType" FROM users WHERE email = $1`, [email]);
    const cookie = await t.cookieFor(user);
    const prog = await t.http().get('/api/student/thinkrific/progress').set('Cookie', cookie).expect(200);
    expect(prog.body[0]).toMatchObject({ courseName: 'Investor Agent Certification', percentageCompleted: '24' });
    const lessons = await t.http().get('/api/student/thinkrific/lessons').set('Cookie', cookie).expect(200);
    expect(lessons.body).toEqual([
      expect.objectContaining({
        lessonName: 'Finding Motivated Sellers',
        chapterName: 'Chapter 1: Foundations',
        courseName: 'Investor Agent Certification',
      }),
    ]);
    const courses = await t.http().get('/api/student/thinkrific/courses').set('Cookie', cookie).expect(200);
    expect(courses.body).toEqual([
      expect.objectContaining({
        title: 'Investor Agent Certification',
        percentageCompleted: 24,
        enrollmentStatus: 'active',
        isActive: true,
      }),
    ]);
    expect(courses.body[0].url).toMatch(/\/courses\/take\/investor-agent-certification$/);

    // Crossing 50% records the milestone; another student sees none of it.
    const half = envelope('enrollment', 'progress', { ...base, percentage_completed: '58.0' });
    await post(half).expect(200);
    await eventRow(half.id);
    const [pu2] = await t.ds.query(`SELECT * FROM progress_updates WHERE "webhookId" = $1`, [half.id]);
    expect(pu2).toMatchObject({ lastPercentageCompleted: '24.00', progressDelta: '34.00', progressMilestone: 50 });
    const other = await createUser(t.ds);
    const none = await t
      .http()
      .get('/api/student/thinkrific/courses')
      .set('Cookie', await t.cookieFor(other))
      .expect(200);
    expect(none.body).toEqual([]);
    await t.http().get('/api/student/thinkrific/lessons').expect(401);
  });
});
