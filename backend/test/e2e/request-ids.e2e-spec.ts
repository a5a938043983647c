import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { Writable } from 'node:stream';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import { APP_LOGGER } from '../../src/core/logging/logging.module';
import { QUEUES } from '../../src/core/queue/queues';
import { createUser } from '../support/factories';
import { eventually } from '../support/eventually';
import { createTestApp, TestApp, XHR } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Sends the lines of a process's pino logger at info to `lines` (the test app logs nothing by default). */
function captureLog(logger: Logger, lines: Array<Record<string, unknown>>) {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = sink;
  logger.level = 'info';
}

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives every answer an X-Request-Id: a new UUID each time, or the caller’s own when it is safe', async () => {
    const first = await t.http().get('/api/health/ping').expect(200);
    const second = await t.http().get('/api/does-not-exist').expect(404);
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
    const given = await t.http().get('/api/health/ping').set('X-Request-Id', 'edge-7f3a.91_b').expect(200);
    expect(given.headers['x-request-id']).toBe('edge-7f3a.91_b');
  });

  it('replaces an unsafe or overlong X-Request-Id with a new one', async () => {
    for (const bad of ['two words', '<script>', 'a'.repeat(65), 'line\tbreak', 'ünïcode']) {
      const res = await t
        .http()
        .get('/api/health/ping')
        .set('X-Request-Id', encodeURI(bad) === bad ? bad : encodeURI(bad));
      expect(res.headers['x-request-id']).toMatch(UUID);
    }
  });

  it('shows the request id in a 5xx body, the same as its header', async () => {
    const student = await createUser(t.ds, { userType: 'student' });
    const cookie = await t.cookieFor(student);
    await t.ds.query('ALTER TABLE fix_flip_properties RENAME TO fix_flip_properties_away');
    try {
      const res = await t
        .http()
        .get('/api/fix-flip/properties')
        .set('Cookie', cookie)
        .set('X-Request-Id', 'support-case-42');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ statusCode: 500, message: 'Internal server error', requestId: 'support-case-42' });
      expect(res.headers['x-request-id']).toBe('support-case-42');
    } finally {
      await t.ds.query('ALTER TABLE fix_flip_properties_away RENAME TO fix_flip_properties');
    }
    const ok = await t.http().get('/api/fix-flip/properties').set('Cookie', cookie).expect(200);
    expect(ok.body.requestId).toBeUndefined();
  });

  it('puts the request id in the data of the job the request queues, and on the worker’s log lines for it', async () => {
    const lines: Array<Record<string, unknown>> = [];
    captureLog(t.app.get<Logger>(APP_LOGGER), lines);
    captureLog(t.worker!.get<Logger>(APP_LOGGER), lines);
    t.worker!.useLogger(t.worker!.get(PinoNestLogger));
    const user = await createUser(t.ds, { email: 'request-id@example.test' });
    await t
      .http()
      .post('/api/auth/forgot-password')
      .set({ ...XHR, 'X-Forwarded-For': '198.51.100.77', 'X-Request-Id': 'reset-req-1' })
      .send({ email: user.email })
      .expect(200);
    await t.mail.waitFor((m) => m.to.includes('request-id@example.test'));

    const queue = t.app.get<Queue>(getQueueToken(QUEUES.email));
    const jobs = await queue.getJobs(['completed', 'active', 'waiting', 'delayed']);
    expect(jobs.filter((j) => (j.data as { requestId?: string }).requestId === 'reset-req-1')).toHaveLength(1);

    const sent = await eventually(
      "the worker's line for the sent mail",
      () => Promise.resolve(lines.find((l) => typeof l.msg === 'string' && l.msg.startsWith('Sent password-reset'))),
      (line) => line !== undefined,
      { timeoutMs: 5000 },
    );
    expect(sent).toMatchObject({ requestId: 'reset-req-1' });
  });
});
