import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { QUEUES } from '../../src/core/queue/queues';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { createUser } from '../support/factories';
import { workerIdle } from '../support/eventually';

describe('foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports database and Redis health', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('answers unknown routes with the JSON error shape', async () => {
    const res = await t.http().get('/api/does-not-exist').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: expect.any(String) });
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const res = await t
      .http()
      .post('/api/health')
      .set(XHR)
      .set('Content-Type', 'application/json')
      .send('{"a":')
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Malformed JSON body' });
  });

  it('sets helmet security headers', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('creates every table of the data model through migrations (and no table nothing uses)', async () => {
    const rows: Array<{ table_name: string }> = await t.ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY 1`,
    );
    expect(rows.map((r) => r.table_name)).toEqual(
      expect.arrayContaining([
        'users',
        'leads',
        'videos',
        'visitors',
        'visitor_actions',
        'email_campaigns',
        'email_sends',
        'success_stories',
        'course_tools',
        'course_recordings',
        'course_resources',
        'fix_flip_properties',
        'courses',
        'lessons',
        'enrollments',
        'lesson_completions',
        'progress_updates',
        'webhook_events',
        'deal_status_changes',
        'integration_settings',
      ]),
    );
    for (const unused of ['student_deals', 'student_progress', 'achievements', 'student_achievements'])
      expect(rows.map((r) => r.table_name)).not.toContain(unused);
  });

  it('enforces unique usernames in the database', async () => {
    await createUser(t.ds, { username: 'same-name' });
    await expect(createUser(t.ds, { username: 'same-name' })).rejects.toThrow(/unique/i);
  });

  it('delivers a queued e-mail through the worker to SMTP', async () => {
    await t.enqueueTestMail({ to: 'someone@example.test', subject: 'Queue check', text: 'It works' });
    const mail = await t.mail.waitFor((m) => m.subject === 'Queue check');
    expect(mail.to).toEqual(['someone@example.test']);
    // The message as written, then the privacy policy's link the mail path adds to every e-mail.
    expect(mail.text.trim()).toBe(`It works\n\nPrivacy policy: ${t.env.APP_URL.replace(/\/$/, '')}/privacy`);
  });

  it('retries a delivery the SMTP server refused (451), and the next attempt delivers it once', async () => {
    t.mail.refuseNext(1);
    const id = await t.enqueueTestMail({ to: 'retry@example.test', subject: 'Retry check', text: 'Second time lucky' });
    const mail = await t.mail.waitFor((m) => m.subject === 'Retry check', 20_000);
    expect(mail.text.trim()).toMatch(/^Second time lucky\n\nPrivacy policy: http\S+\/privacy$/);
    expect(t.mail.refused).toBe(1);
    const job = (await t.app.get<Queue>(getQueueToken(QUEUES.email)).getJob(`test_${id}`))!;
    expect(await job.getState()).toBe('completed');
    expect(job.attemptsMade).toBeGreaterThanOrEqual(1); // the refused attempt was recorded on the job
    await workerIdle(t.worker!);
    expect(t.mail.to('retry@example.test')).toHaveLength(1);
  });
});
