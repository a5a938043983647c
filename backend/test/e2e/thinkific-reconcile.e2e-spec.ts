import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { QUEUES, THINKIFIC_SYNC_JOB_RECONCILE } from '../../src/core/queue/queues';
import { apiEnrollment, startThinkificFake, ThinkificFake } from '../fakes/thinkific.fake';
import { createAdmin, createUser } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { eventually, workerIdle } from '../support/eventually';

describe('Thinkific nightly reconciliation', () => {
  jest.setTimeout(150_000);
  let t: TestApp;
  let fake: ThinkificFake;
  let queue: Queue;

  beforeAll(async () => {
    fake = await startThinkificFake();
    t = await createTestApp({ env: { ...fake.env, THINKIFIC_API_RATE_PER_MIN: '600' } });
    queue = t.app.get<Queue>(getQueueToken(QUEUES.thinkificSync));
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  async function runReconcile() {
    const job = await queue.add(THINKIFIC_SYNC_JOB_RECONCILE, {});
    const state = await eventually(
      'the reconcile job to finish',
      () => job.getState(),
      (s) => s === 'completed' || s === 'failed',
      // A first run imports 1,000 enrollments: ~15 s alone, over 30 s on a two-core host running other suites.
      { timeoutMs: 100_000 },
    );
    const done = (await queue.getJob(job.id!))!;
    if (state === 'failed') throw new Error(`reconcile failed: ${done.failedReason}`);
    return done.returnvalue;
  }

  it('registers one nightly job scheduler from the worker', async () => {
    const schedulers = await queue.getJobSchedulers();
    expect(schedulers).toEqual([
      expect.objectContaining({
        key: 'thinkific-nightly-reconcile',
        pattern: '0 3 * * *',
        name: THINKIFIC_SYNC_JOB_RECONCILE,
      }),
    ]);
  });

  it('first run: imports 1,000 historical enrollments over every page and mails nobody; links known students', async () => {
    const known = await createUser(t.ds, { email: 'known@example.test', thinkificUserId: '700' });
    fake.enrollments.push(apiEnrollment(4999, { percentage_completed: 0.5 }));
    for (let i = 0; i < 999; i++)
      fake.enrollments.push(
        apiEnrollment(5000 + i, {
          user_id: 10_000 + i,
          user_email: `historical${i}@example.test`,
          user_name: `Buyer ${i}`,
          percentage_completed: 0.1,
        }),
      );
    fake.throttleNext(1, 1);
    const sent = t.mail.messages.length;

    expect(await runReconcile()).toEqual({ configured: true, enrollments: 1000, firstRun: true, provisioned: 0 });
    const pages = fake.requests.filter((r) => r.path.endsWith('/enrollments')).map((r) => r.query.get('page'));
    // The first request met a 429 (RateLimit-Reset a second ahead): it was retried after waiting, then all ten pages.
    expect(pages).toEqual(['1', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(fake.requests[1].at - fake.requests[0].at).toBeGreaterThanOrEqual(1000);

    await workerIdle(t.app);
    expect(t.mail.messages.length).toBe(sent);
    const [{ n }] = await t.ds.query(`SELECT count(*)::int AS n FROM enrollments WHERE "userEmail" LIKE 'historical%'`);
    expect(n).toBe(999);
    const [mine] = await t.ds.query(
      `SELECT "userId", "percentageCompleted" FROM enrollments WHERE "thinkificEnrollmentId" = '4999'`,
    );
    expect(mine).toEqual({ userId: known.id, percentageCompleted: '50.00' });
    expect(await t.ds.query(`SELECT 1 FROM users WHERE email LIKE 'historical%'`)).toEqual([]);
  });

  it('shows an admin how many historical buyers an invite would mail, and mails them only when asked', async () => {
    // Meanwhile most of those enrollments expired on the platform: the next run sees them and mails nobody.
    for (const e of fake.enrollments)
      if (e.id >= 5003) Object.assign(e, { expired: true, updated_at: new Date().toISOString() });
    expect(await runReconcile()).toEqual({ configured: true, enrollments: 996, firstRun: false, provisioned: 0 });

    const admin = await t.cookieFor(await createAdmin(t.ds));
    const count = await t.http().get('/api/admin/thinkific/historical-buyers').set('Cookie', admin).set(XHR);
    expect(count.body).toEqual({ count: 3 });
    expect(t.mail.to('historical0@example.test')).toEqual([]);

    const invite = await t.http().post('/api/admin/thinkific/historical-buyers/invite').set('Cookie', admin).set(XHR);
    expect(invite.status).toBe(200);
    expect(invite.body).toEqual({ queued: 3 });
    for (const i of [0, 1, 2]) {
      const mail = await t.mail.waitFor((m) => m.to.includes(`historical${i}@example.test`));
      expect(mail.text).toContain(`Username: historical${i}`);
    }
    await workerIdle(t.app);
    expect(t.mail.to('historical3@example.test')).toEqual([]);
    const after = await t.http().get('/api/admin/thinkific/historical-buyers').set('Cookie', admin).set(XHR);
    expect(after.body).toEqual({ count: 0 });
  });

  it('later runs ask only for enrollments updated since the last run and provision a buyer whose webhook was missed', async () => {
    fake.requests.length = 0;
    fake.enrollments.push(
      apiEnrollment(6000, {
        user_id: 701,
        user_email: 'missed@example.test',
        user_name: 'Miss Ed',
        percentage_completed: 0.24,
        updated_at: new Date(Date.now() + 60_000).toISOString(),
      }),
      apiEnrollment(6001, {
        user_id: 702,
        user_email: 'trial@example.test',
        is_free_trial: true,
        updated_at: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect(await runReconcile()).toEqual({ configured: true, enrollments: 2, firstRun: false, provisioned: 1 });
    expect(fake.requests[0].query.get('query[updated_after]')).toMatch(/^\d{4}-\d\d-\d\dT/);
    const mail = await t.mail.waitFor((m) => m.to.includes('missed@example.test'));
    expect(mail.text).toContain('Username: missed');
    const [missed] = await t.ds.query(
      `SELECT u."firstName", u."thinkificUserId", e."percentageCompleted"
         FROM users u JOIN enrollments e ON e."userId" = u.id WHERE u.email = 'missed@example.test'`,
    );
    expect(missed).toEqual({ firstName: 'Miss', thinkificUserId: '701', percentageCompleted: '24.00' });
    await workerIdle(t.app);
    expect(t.mail.to('trial@example.test')).toEqual([]);
    expect(
      await t.ds.query(`SELECT "enrollmentStatus", "userId" FROM enrollments WHERE "thinkificEnrollmentId" = '6001'`),
    ).toEqual([{ enrollmentStatus: 'trial', userId: null }]);
  });

  it('spaces its requests to the configured rate', async () => {
    fake.requests.length = 0;
    for (let i = 0; i < 5; i++)
      fake.enrollments.push(apiEnrollment(7000 + i, { updated_at: new Date(Date.now() + 120_000).toISOString() }));
    await runReconcile();
    const times = fake.requests.map((r) => r.at);
    // THINKIFIC_API_RATE_PER_MIN=600 here: one request per 100 ms at most (a 5 ms allowance for timer rounding).
    for (let i = 1; i < times.length; i++) expect(times[i] - times[i - 1]).toBeGreaterThanOrEqual(95);
  });
});
