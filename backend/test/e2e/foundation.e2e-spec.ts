import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { QUEUES } from '../../src/core/queue/queues';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { createUser } from '../support/factories';

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

  it('creates every table of the data model through migrations', async () => {
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
        'student_deals',
        'student_progress',
        'achievements',
        'student_achievements',
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
  });

  it('enforces unique usernames in the database', async () => {
    await createUser(t.ds, { username: 'same-name' });
    await expect(createUser(t.ds, { username: 'same-name' })).rejects.toThrow(/unique/i);
  });

  it('delivers a queued e-mail through the worker to SMTP', async () => {
    await t.enqueueTestMail({ to: 'someone@example.test', subject: 'Queue check', text: 'It works' });
    const mail = await t.mail.waitFor((m) => m.subject === 'Queue check');
    expect(mail.to).toEqual(['someone@example.test']);
    expect(mail.text.trim()).toBe('It works');
  });

  it('retries a failed delivery with exponential backoff', async () => {
    const queue = t.app.get<Queue>(getQueueToken(QUEUES.email));
    const job = await queue.add('send', { kind: 'test', ref: { id: 'none' } });
    expect(job.opts.attempts).toBe(5);
    expect(job.opts.backoff).toEqual({ type: 'exponential', delay: 2000 });
  });
});
