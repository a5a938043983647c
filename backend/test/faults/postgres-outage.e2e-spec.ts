import { randomBytes } from 'crypto';
import request from 'supertest';
import { createAdmin } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { startThrowawayPostgres, Throwaway } from './support/throwaway-services';
import { eventually } from '../support/eventually';

const UNAVAILABLE = 'Service temporarily unavailable. Please try again shortly.';

/**
 * PostgreSQL stopped under a running API (its own throwaway cluster): health says so, data calls answer
 * 503 JSON quickly (never 500, never hang), and the app recovers by itself once the server is back.
 */
describe('fault: PostgreSQL stopped and started', () => {
  let pg: Throwaway;
  let t: TestApp;
  let admin: string;
  let visitorId: string;
  const previous = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    pg = await startThrowawayPostgres();
    process.env.TEST_DATABASE_URL = pg.url;
    t = await createTestApp({ worker: false });
    admin = await t.cookieFor(await createAdmin(t.ds));
    const res = await t
      .http()
      .post('/api/visitors')
      .set(XHR)
      .send({ sessionId: randomBytes(8).toString('hex'), landingPage: '/', consent: true })
      .expect(200);
    visitorId = res.body.visitor.id;
  }, 120_000);

  afterAll(async () => {
    await pg?.start().catch(() => undefined);
    await t?.close();
    await pg?.close();
    if (previous === undefined) delete process.env.TEST_DATABASE_URL;
    else process.env.TEST_DATABASE_URL = previous;
  });

  const http = () => request(t.app.getHttpServer());
  const track = (n: number) =>
    http()
      .post('/api/visitors/actions')
      .set(XHR)
      .timeout(15_000)
      .send({
        visitorId,
        action: 'page_view',
        actionData: { page: `/fault-${n}`, timestamp: new Date().toISOString() },
      });

  it('reports the outage, answers 503 JSON instead of 500 or hanging, keeps every acknowledged action, and recovers by itself', async () => {
    await http().get('/api/health').expect(200);
    await track(0).expect(202);

    await pg.stop();

    const health = await http().get('/api/health').timeout(10_000);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'degraded', database: 'down', redis: 'up' });

    const dataCalls = await Promise.all([
      http().get('/api/admin/users').set('Cookie', admin).timeout(15_000),
      http().get('/api/success-stories').timeout(15_000),
      http().get('/api/fix-flip/properties').set('Cookie', admin).timeout(15_000),
      http()
        .post('/api/leads')
        .set(XHR)
        .timeout(15_000)
        .send({ firstName: 'Outage', lastName: 'Lead', email: 'lead@example.test', phone: '(512) 555-0100' }),
    ]);
    for (const res of dataCalls) {
      expect({ status: res.status, body: res.body }).toEqual({
        status: 503,
        body: { statusCode: 503, message: UNAVAILABLE, requestId: expect.any(String) },
      });
    }

    // Tracking during the outage: whatever is acknowledged must be in the database afterwards.
    const acknowledged: number[] = [];
    for (let n = 1; n <= 20; n++) {
      const res = await track(n);
      expect([202, 503]).toContain(res.status);
      if (res.status === 202) acknowledged.push(n);
    }

    await pg.start();
    await eventually(
      'health to recover',
      () =>
        http()
          .get('/api/health')
          .then((r) => r.status),
      (s) => s === 200,
      { timeoutMs: 45_000 },
    );
    await http().get('/api/admin/users').set('Cookie', admin).expect(200);
    await http().get('/api/success-stories').expect(200);

    const pages = (ids: number[]) => ids.map((n) => `/fault-${n}`);
    const stored = await eventually(
      'acknowledged actions in the database',
      async () =>
        (
          await t.ds.query(`SELECT "actionData"->>'page' AS page FROM visitor_actions WHERE "visitorId" = $1`, [
            visitorId,
          ])
        ).map((r: { page: string }) => r.page),
      (rows: string[]) => pages([0, ...acknowledged]).every((p) => rows.includes(p)),
      { timeoutMs: 45_000 },
    );
    expect(stored).toEqual(expect.arrayContaining(pages([0, ...acknowledged])));
  }, 150_000);
});
