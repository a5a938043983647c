import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { QUEUES, THINKIFIC_SYNC_JOB_RECONCILE } from '../../src/core/queue/queues';
import type { ThinkificApiEnrollment } from '../../src/modules/thinkific/thinkific.types';
import { startThinkificFake, ThinkificFake } from '../fakes/thinkific.fake';
import { createUser } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/eventually';

function apiEnrollment(id: number, fields: Partial<ThinkificApiEnrollment>): ThinkificApiEnrollment {
  return {
    id,
    user_id: 700,
    user_email: 'known@example.test',
    user_name: 'Known Student',
    course_id: 68,
    course_name: 'Investor Agent Certification',
    percentage_completed: '0.0',
    expired: false,
    started_at: '2026-01-02T10:00:00Z',
    activated_at: '2026-01-02T10:00:00Z',
    updated_at: '2026-01-03T10:00:00Z',
    ...fields,
  };
}

describe('Thinkific nightly reconciliation', () => {
  let t: TestApp;
  let fake: ThinkificFake;
  let queue: Queue;

  beforeAll(async () => {
    fake = await startThinkificFake();
    t = await createTestApp({ env: { ...fake.env, THINKIFIC_WEBHOOK_SECRET: 'x' } });
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
      {
        timeoutMs: 30_000,
      },
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

  it('pulls every page of enrollments, upserts them and provisions a student whose purchase webhook was missed', async () => {
    const known = await createUser(t.ds, { email: 'known@example.test', thinkificUserId: '700' });
    for (let i = 0; i < 101; i++)
      fake.enrollments.push(
        apiEnrollment(5000 + i, { course_id: 900 + i, course_name: `Course ${i}`, percentage_completed: 0.5 }),
      );
    fake.enrollments.push(
      apiEnrollment(6000, {
        user_id: 701,
        user_email: 'missed@example.test',
        user_name: 'Miss Ed',
        percentage_completed: '0.24',
      }),
    );

    expect(await runReconcile()).toEqual({ configured: true, enrollments: 102 });
    const pages = fake.requests.filter((r) => r.path.endsWith('/enrollments')).map((r) => r.query.get('page'));
    expect(pages).toEqual(['1', '2']);

    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM enrollments WHERE "userId" = $1 AND "percentageCompleted" = 50`,
      [known.id],
    );
    expect(n).toBe(101);
    const mail = await t.mail.waitFor((m) => m.to.includes('missed@example.test'));
    expect(mail.text).toContain('Username: missed');
    const [missed] = await t.ds.query(
      `SELECT u."firstName", u."thinkificUserId", e."percentageCompleted"
         FROM users u JOIN enrollments e ON e."userId" = u.id WHERE u.email = 'missed@example.test'`,
    );
    expect(missed).toEqual({ firstName: 'Miss', thinkificUserId: '701', percentageCompleted: '24.00' });
  });

  it('next time asks only for enrollments updated since the last run, and updates them', async () => {
    fake.requests.length = 0;
    fake.enrollments.push(
      apiEnrollment(6000, {
        user_id: 701,
        user_email: 'missed@example.test',
        percentage_completed: 1,
        updated_at: new Date(Date.now() + 60_000).toISOString(),
      }),
    );
    expect(await runReconcile()).toEqual({ configured: true, enrollments: 1 });
    const after = fake.requests[0].query.get('query[updated_after]');
    expect(after).toMatch(/^\d{4}-\d\d-\d\dT/);
    const [row] = await t.ds.query(
      `SELECT "percentageCompleted" FROM enrollments WHERE "thinkificEnrollmentId" = '6000'`,
    );
    expect(row.percentageCompleted).toBe('100.00');
    expect(t.mail.to('missed@example.test')).toHaveLength(1);
  });
});
