import { createHmac } from 'crypto';
import {
  namesAside,
  PUBLISHED_DOCS_ENROLLMENT_CREATED,
  PUBLISHED_DOCS_LESSON_COMPLETED,
  PUBLISHED_DOCS_ORDER_CREATED,
  PUBLISHED_ENROLLMENT_CREATED,
  PUBLISHED_ENROLLMENT_PROGRESS,
  PUBLISHED_USER_SIGNIN,
  SAMPLE_ENROLLMENT_COMPLETED,
  SAMPLE_ENROLLMENT_TRIAL,
  SAMPLE_FREE_TRIAL_CREATED,
  SAMPLE_USER_UPDATED,
} from '../fakes/fixtures/thinkific.fixtures';
import { seededRandom } from '../security/support/prng';
import { createUser } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { eventually, workerIdle } from '../support/eventually';

/** Thinkific signs webhooks with the site's API key (support.thinkific.dev "Using Webhooks"). */
const API_KEY = 'site-api-key-0123456789';
const sign = (raw: string, key = API_KEY) => createHmac('sha256', key).update(raw).digest('hex');
let seq = 0;
const eventId = () => `2026${Date.now()}${String(++seq).padStart(4, '0')}`;

describe('Thinkific events as the platform sends them', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { THINKIFIC_API_KEY: API_KEY, THINKIFIC_WEBHOOK_SECRET: '' } });
  });
  afterAll(() => t.close());

  const post = (body: object, key = API_KEY) => {
    const raw = JSON.stringify(body);
    return t
      .http()
      .post('/api/webhooks/thinkific')
      .set('Content-Type', 'application/json')
      .set('X-Thinkific-Hmac-Sha256', sign(raw, key))
      .send(raw);
  };
  const status = async (id: string) =>
    (await t.ds.query(`SELECT status, "lastError" FROM webhook_events WHERE "eventId" = $1`, [id]))[0] as
      | { status: string; lastError: string | null }
      | undefined;
  const settled = (id: string) =>
    eventually(
      `event ${id} to be handled`,
      () => status(id),
      (row) => !!row && row.status !== 'received',
    );
  const enrollment = async (thinkificId: number) =>
    (await t.ds.query(`SELECT * FROM enrollments WHERE "thinkificEnrollmentId" = $1`, [String(thinkificId)]))[0];

  /** An enrollment event of the published shape for one buyer, at minute `minute` of a purchase day. */
  function event(action: string, enrollmentId: number, minute: number, fields: Record<string, unknown> = {}) {
    const at = new Date(Date.UTC(2026, 0, 5, 10, minute)).toISOString();
    const base = action === 'progress' ? PUBLISHED_ENROLLMENT_PROGRESS : PUBLISHED_ENROLLMENT_CREATED;
    return namesAside(base, {
      id: eventId(),
      action,
      created_at: at,
      'payload.id': enrollmentId,
      'payload.course': { id: 68, name: 'Investor Agent Certification' },
      'payload.course_id': 68,
      'payload.expiry_date': null,
      'payload.completed_at': null,
      'payload.updated_at': at,
      'payload.user': {
        id: 8000 + enrollmentId,
        email: `buyer${enrollmentId}@example.test`,
        first_name: 'Pat',
        last_name: 'Buyer',
      },
      ...Object.fromEntries(Object.entries(fields).map(([k, v]) => [`payload.${k}`, v as never])),
    });
  }

  it('verifies the signature with the API key by default; another key is refused', async () => {
    const body = event('created', 1, 0);
    await post(body, 'some-other-secret').expect(401);
    await post(body).expect(200, { received: true, duplicate: false });
    await settled(body.id);
  });

  it("stores Thinkific's own published examples ([TEST] values) as tests: no account, no mail, no failure", async () => {
    for (const example of [PUBLISHED_ENROLLMENT_CREATED, PUBLISHED_ENROLLMENT_PROGRESS]) {
      await post(example).expect(200);
      expect(await status(example.id)).toEqual({ status: 'test', lastError: null });
    }
    await workerIdle(t.app);
    expect(await t.ds.query(`SELECT 1 FROM users WHERE email ILIKE '%john@doe.com%'`)).toEqual([]);
    expect(t.mail.messages.filter((m) => m.to.some((to) => to.includes('doe.com')))).toEqual([]);
  });

  it('records the published created example (names aside) as expired: its expiry_date is in 2014', async () => {
    const body = namesAside(PUBLISHED_ENROLLMENT_CREATED, {
      id: eventId(),
      'payload.id': 9003,
      'payload.user.email': 'expired.buyer@example.test',
    });
    await post(body).expect(200);
    expect(await settled(body.id)).toEqual({ status: 'processed', lastError: null });
    expect(await enrollment(9003)).toMatchObject({ enrollmentStatus: 'expired', percentageCompleted: '0.00' });
  });

  it('applies shuffled deliveries and late retries in the platform order: always the newest state', async () => {
    const rnd = seededRandom(0x7e57);
    const orders: number[] = [];
    const deliveries = [];
    for (let n = 0; n < 8; n++) {
      const id = 100 + n;
      orders.push(id);
      const history = [
        event('created', id, 0, { percentage_completed: '0' }),
        event('progress', id, 5, { percentage_completed: '24.0' }),
        event('progress', id, 10, { percentage_completed: '50.0' }),
        event('completed', id, 20, { percentage_completed: '100.0', completed_at: '2026-01-05T10:19:30.000Z' }),
      ];
      // A late retry of the 24% event (same envelope), and the events in a random order, all at once.
      const shuffled = [...history, history[1]];
      for (let i = shuffled.length - 1; i > 0; i--) {
        const j = rnd.int(i + 1);
        [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
      }
      deliveries.push(...shuffled);
    }
    await Promise.all(deliveries.map((d) => post(d).expect(200)));
    await workerIdle(t.app);
    for (const id of orders) {
      expect(await enrollment(id)).toMatchObject({
        percentageCompleted: '100.00',
        enrollmentStatus: 'completed',
        completedAt: new Date('2026-01-05T10:19:30.000Z'),
        lastEventAt: new Date('2026-01-05T10:20:00.000Z'),
      });
      const [user] = await t.ds.query(`SELECT "credentialsSentAt" FROM users WHERE email = $1`, [
        `buyer${id}@example.test`,
      ]);
      expect(user.credentialsSentAt).not.toBeNull();
    }
  });

  it('keeps progress when the purchase event arrives after a newer progress event', async () => {
    const created = event('created', 200, 0);
    const progress = event('progress', 200, 30, { percentage_completed: '40.0' });
    await post(progress).expect(200);
    await settled(progress.id);
    await post(created).expect(200);
    await settled(created.id);
    expect(await enrollment(200)).toMatchObject({ percentageCompleted: '40.00', enrollmentStatus: 'active' });
    expect((await enrollment(200)).userId).not.toBeNull();
  });

  it('mirrors a free trial (enrollment.trial, or enrollment.created with free_trial) without an account or mail', async () => {
    // Derived (no published trial sample; see thinkific.fixtures.ts): the docs' enrollment.created example as a free
    // trial, names aside.
    const trial = namesAside(SAMPLE_ENROLLMENT_TRIAL, {
      id: eventId(),
      'payload.id': 300,
      'payload.user': { id: 8300, email: 'buyer300@example.test', first_name: 'Pat', last_name: 'Trial' },
    });
    const createdTrial = namesAside(SAMPLE_FREE_TRIAL_CREATED, {
      id: eventId(),
      'payload.id': 301,
      'payload.user': { id: 8301, email: 'buyer301@example.test', first_name: 'Pat', last_name: 'Trial' },
    });
    for (const e of [trial, createdTrial]) {
      await post(e).expect(200);
      expect(await settled(e.id)).toEqual({ status: 'processed', lastError: null });
    }
    for (const id of [300, 301])
      expect(await enrollment(id)).toMatchObject({ isFreeTrial: true, enrollmentStatus: 'trial', userId: null });
    await workerIdle(t.app);
    expect(
      await t.ds.query(`SELECT 1 FROM users WHERE email IN ('buyer300@example.test', 'buyer301@example.test')`),
    ).toEqual([]);
    expect(t.mail.to('buyer300@example.test')).toEqual([]);
    expect(t.mail.to('buyer301@example.test')).toEqual([]);
  });

  it("links Thinkific's published lesson.completed, arrived before its enrollment, once the enrollment lands", async () => {
    const learner = { id: 8400, email: 'lesson.first@example.test', first_name: 'Robert', last_name: 'Smith' };
    const lesson = namesAside(PUBLISHED_DOCS_LESSON_COMPLETED, { id: eventId(), 'payload.user': learner });
    await post(lesson).expect(200);
    await settled(lesson.id);
    const [orphan] = await t.ds.query(
      `SELECT "enrollmentId", "lessonName", "chapterName", "lessonType", "lessonPosition", "completedAt"
         FROM lesson_completions WHERE "webhookId" = $1`,
      [lesson.id],
    );
    expect(orphan).toEqual({
      enrollmentId: null,
      lessonName: 'Getting started with Webhooks',
      chapterName: 'Chapter 1',
      lessonType: 'Video',
      lessonPosition: 0,
      completedAt: new Date('2019-10-29T18:56:29.474Z'),
    });

    // Its enrollment (the id the lesson names, in the published created shape) lands later.
    const created = namesAside(PUBLISHED_DOCS_ENROLLMENT_CREATED, {
      id: eventId(),
      'payload.id': 1084282,
      'payload.course': { id: 123, name: 'Introduction to Webhooks' },
      'payload.course_id': 123,
      'payload.user': learner,
    });
    await post(created).expect(200);
    expect(await settled(created.id)).toEqual({ status: 'processed', lastError: null });
    const e = await enrollment(1084282);
    const [linked] = await t.ds.query(
      `SELECT "enrollmentId", "userId" FROM lesson_completions WHERE "webhookId" = $1`,
      [lesson.id],
    );
    expect(linked).toEqual({ enrollmentId: e.id, userId: e.userId });
    expect(e.userId).not.toBeNull();
  });

  it('follows an e-mail change from user.updated; an older change delivered later does not win', async () => {
    const student = await createUser(t.ds, { email: 'old.address@example.test', thinkificUserId: '9494' });
    const newer = namesAside(SAMPLE_USER_UPDATED, {
      id: eventId(),
      created_at: '2026-02-01T12:00:00.000Z',
      'payload.id': 9494,
      'payload.email': 'New.Address@example.test',
    });
    const older = namesAside(SAMPLE_USER_UPDATED, {
      id: eventId(),
      created_at: '2026-02-01T11:00:00.000Z',
      'payload.id': 9494,
      'payload.email': 'stale.address@example.test',
    });
    await post(newer).expect(200);
    expect(await settled(newer.id)).toEqual({ status: 'processed', lastError: null });
    await post(older).expect(200);
    await settled(older.id);
    const [row] = await t.ds.query(`SELECT email FROM users WHERE id = $1`, [student.id]);
    expect(row.email).toBe('new.address@example.test');
  });

  it('fails a user.updated whose new e-mail belongs to another account, for an admin to see', async () => {
    await createUser(t.ds, { email: 'taken@example.test' });
    await createUser(t.ds, { email: 'mover@example.test', thinkificUserId: '9595' });
    const body = namesAside(SAMPLE_USER_UPDATED, {
      id: eventId(),
      'payload.id': 9595,
      'payload.email': 'taken@example.test',
    });
    await post(body).expect(200);
    const row = await settled(body.id);
    expect(row?.status).toBe('failed');
    expect(row?.lastError).toContain('already belongs to another account');
  });

  describe("Thinkific's published examples, posted signed (names aside)", () => {
    const robert = { id: 123456, email: 'robert.smith@example.test', first_name: 'Robert', last_name: 'Smith' };

    it('the derived samples keep the published field shape, key for key', () => {
      // Keys and value types (null stands for any type: the docs' example sends null where the gist sends dates).
      type Shape = string | { [k: string]: Shape };
      const shape = (v: unknown): Shape =>
        v && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, shape(x)]))
          : v === null
            ? 'null'
            : typeof v;
      const same = (a: Shape, b: Shape): boolean =>
        typeof a === 'string' || typeof b === 'string'
          ? a === b || a === 'null' || b === 'null'
          : Object.keys(a).sort().join() === Object.keys(b).sort().join() &&
            Object.keys(a).every((k) => same(a[k], b[k]));
      const gist = shape(PUBLISHED_ENROLLMENT_PROGRESS);
      expect(shape(PUBLISHED_ENROLLMENT_CREATED)).toEqual(gist);
      for (const sample of [SAMPLE_ENROLLMENT_COMPLETED, SAMPLE_ENROLLMENT_TRIAL, SAMPLE_FREE_TRIAL_CREATED])
        expect(same(shape(sample), gist)).toBe(true);
      expect(same(shape(SAMPLE_USER_UPDATED), shape(PUBLISHED_USER_SIGNIN))).toBe(true);
    });

    it('enrollment.created (docs example): the student account, one set-password e-mail, the enrollment as sent', async () => {
      const body = namesAside(PUBLISHED_DOCS_ENROLLMENT_CREATED, { 'payload.user': robert });
      await post(body).expect(200, { received: true, duplicate: false });
      expect(await settled(body.id)).toEqual({ status: 'processed', lastError: null });
      const mail = await t.mail.waitFor((m) => m.to.includes(robert.email));
      expect(mail.subject).toBe('Welcome to the Investor Agent Certification: set your password');
      const [user] = await t.ds.query(`SELECT * FROM users WHERE email = $1`, [robert.email]);
      expect(user).toMatchObject({ firstName: 'Robert', lastName: 'Smith', thinkificUserId: '123456' });
      expect(await enrollment(97472)).toMatchObject({
        userId: user.id,
        enrollmentStatus: 'active',
        percentageCompleted: '0.00',
        isFreeTrial: false,
        startedAt: new Date('2018-01-26T22:17:01.891Z'),
        activatedAt: new Date('2018-01-26T22:16:52.255Z'),
        completedAt: null,
        expiresAt: null,
        lastEventAt: new Date('2018-01-26T22:17:01.924Z'),
      });
      const [course] = await t.ds.query(`SELECT name FROM courses WHERE "thinkificCourseId" = '4'`);
      expect(course).toEqual({ name: 'Introduction to Webhooks' });
    });

    it('enrollment.completed: the completion time from the payload and 100%, whatever progress said before', async () => {
      const learner = { ...robert, id: 123457, email: 'robert.completes@example.test' };
      const created = namesAside(PUBLISHED_DOCS_ENROLLMENT_CREATED, {
        id: eventId(),
        'payload.id': 97500,
        'payload.user': learner,
      });
      await post(created).expect(200);
      await settled(created.id);
      // Derived (the gist's "Enrollment Completed" body could not be read; see thinkific.fixtures.ts): the gist's
      // enrollment shape, for that enrollment, completed five weeks later.
      const completed = namesAside(SAMPLE_ENROLLMENT_COMPLETED, {
        created_at: '2018-03-02T09:15:00.000Z',
        'payload.id': 97500,
        'payload.course': { id: 4, name: 'Introduction to Webhooks' },
        'payload.course_id': 4,
        'payload.expiry_date': null,
        'payload.completed_at': '2018-03-02T09:14:58.000Z',
        'payload.updated_at': '2018-03-02T09:15:00.000Z',
        'payload.user': learner,
      });
      expect(completed.action).toBe('completed');
      await post(completed).expect(200);
      expect(await settled(completed.id)).toEqual({ status: 'processed', lastError: null });
      expect(await enrollment(97500)).toMatchObject({
        percentageCompleted: '100.00',
        enrollmentStatus: 'completed',
        completedAt: new Date('2018-03-02T09:14:58.000Z'),
        lastEventAt: new Date('2018-03-02T09:15:00.000Z'),
      });
      // A progress event from before the completion, delivered late, changes nothing.
      const late = namesAside(PUBLISHED_ENROLLMENT_PROGRESS, {
        id: eventId(),
        created_at: '2018-02-10T08:00:00.000Z',
        'payload.id': 97500,
        'payload.course': { id: 4, name: 'Introduction to Webhooks' },
        'payload.course_id': 4,
        'payload.expiry_date': null,
        'payload.user': learner,
      });
      await post(late).expect(200);
      await settled(late.id);
      expect(await enrollment(97500)).toMatchObject({ percentageCompleted: '100.00', enrollmentStatus: 'completed' });
    });

    it('order.created (docs example): stored and ignored, nobody mailed', async () => {
      const order = namesAside(PUBLISHED_DOCS_ORDER_CREATED, {
        'payload.user': { ...robert, id: 654321, email: 'order.only@example.test' },
      });
      await post(order).expect(200);
      const row = await settled(order.id);
      expect(row).toEqual({ status: 'ignored', lastError: null });
      await workerIdle(t.app);
      expect(t.mail.to('order.only@example.test')).toEqual([]);
      expect(await t.ds.query(`SELECT 1 FROM users WHERE email = 'order.only@example.test'`)).toEqual([]);
    });
  });
});
