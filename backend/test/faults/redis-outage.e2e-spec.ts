import { randomBytes } from 'crypto';
import request from 'supertest';
import { createUser, TEST_PASSWORD } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { startThrowawayRedis, Throwaway } from './support/throwaway-services';
import { eventually } from '../support/eventually';

const SIGN_IN_UNAVAILABLE = 'Sign-in is temporarily unavailable. Please try again shortly.';

/**
 * Redis (its own throwaway server, append-only file on) stopped while the API is under traffic: the API
 * keeps answering, sign-in and tracking degrade with clear messages, nothing crashes; once Redis is back,
 * sign-in works again and the work queued before and during the outage is done.
 */
describe('fault: Redis stopped and started under traffic', () => {
  let redis: Throwaway;
  let t: TestApp;
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    redis = await startThrowawayRedis();
    t = await createTestApp({ env: { REDIS_URL: redis.url } });
    process.on('unhandledRejection', onUnhandled);
  }, 60_000);
  afterAll(async () => {
    process.off('unhandledRejection', onUnhandled);
    await redis?.start().catch(() => undefined);
    try {
      await t?.close();
    } finally {
      await redis?.close();
    }
  });

  const http = () => request(t.app.getHttpServer());

  it('keeps answering through the outage and resumes queued work afterwards', async () => {
    const user = await createUser(t.ds);
    const { body: reg } = await http()
      .post('/api/visitors')
      .set(XHR)
      .send({ sessionId: randomBytes(8).toString('hex'), landingPage: '/', consent: true })
      .expect(200);
    // Queued before the outage, due during it.
    await t.enqueueTestMail({ to: 'before@example.test', subject: 'Queued before the outage', text: 'x' });

    // Steady background traffic for the whole outage.
    let traffic = true;
    const statuses: number[] = [];
    const background = (async () => {
      while (traffic) {
        const res = await http().get('/api/success-stories').timeout(10_000);
        statuses.push(res.status);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();

    await redis.stop();
    // Enqueued during the outage: waits for Redis instead of being dropped.
    const during = t.enqueueTestMail({ to: 'during@example.test', subject: 'Queued during the outage', text: 'y' });

    const health = await http().get('/api/health').timeout(10_000);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });

    const login = await http()
      .post('/api/auth/login')
      .set(XHR)
      .timeout(10_000)
      .send({ username: user.username, password: TEST_PASSWORD });
    expect({ status: login.status, body: login.body }).toEqual({
      status: 503,
      body: { statusCode: 503, message: SIGN_IN_UNAVAILABLE, requestId: expect.any(String) },
    });

    const track = await http()
      .post('/api/visitors/actions')
      .set(XHR)
      .timeout(10_000)
      .send({ visitorId: reg.visitor.id, action: 'page_view', actionData: { page: '/redis-down' } });
    expect(track.status).toBe(202);

    await redis.start();
    traffic = false;
    await background;
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);

    await during;
    // A job that was active when Redis stopped is picked up again by BullMQ's stalled-job check (every 30 s), so
    // the wait allows for one full check period after the restart.
    await t.mail.waitFor((m) => m.subject === 'Queued before the outage', 75_000);
    await t.mail.waitFor((m) => m.subject === 'Queued during the outage', 75_000);
    await eventually(
      'health to recover',
      async () => (await http().get('/api/health')).status,
      (s) => s === 200,
      {
        timeoutMs: 20_000,
      },
    );
    await http()
      .post('/api/auth/login')
      .set(XHR)
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(200);
    const [{ n }] = await t.ds.query(
      `SELECT count(*)::int AS n FROM visitor_actions WHERE "actionData"->>'page' = '/redis-down'`,
    );
    expect(n).toBe(1);
    expect(unhandled).toEqual([]);
  }, 120_000);
});
