import { createHmac, randomBytes } from 'crypto';
import { startRentCastFake, RentCastFake } from '../fakes/rentcast.fake';
import { createAdmin, createUser, TEST_PASSWORD } from '../support/factories';
import { eventually } from '../support/eventually';
import { createTestApp, TestApp, XHR } from '../support/test-app';

const TOKEN = 'metrics-test-token-0123456789abcdef';
const WEBHOOK_SECRET = 'thinkific-metrics-secret';

/** The value of one sample of the Prometheus text (`name{a="b",...}`), undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`)) continue;
    const [series, value] = [line.slice(0, line.lastIndexOf(' ')), line.slice(line.lastIndexOf(' ') + 1)];
    if (Object.entries(labels).every(([k, v]) => series.includes(`${k}="${v}"`))) return Number(value);
  }
  return undefined;
}

describe('metrics (/api/metrics)', () => {
  let t: TestApp;
  let rentcast: RentCastFake;
  beforeAll(async () => {
    rentcast = await startRentCastFake();
    t = await createTestApp({
      env: {
        ...rentcast.env,
        METRICS_ENABLED: 'true',
        METRICS_TOKEN: TOKEN,
        THINKIFIC_WEBHOOK_SECRET: WEBHOOK_SECRET,
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await rentcast.close();
  });

  const scrape = () => t.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}`);

  it('is refused without its bearer token, or with another one', async () => {
    const none = await t.http().get('/api/metrics').expect(401);
    expect(none.body).toEqual({ statusCode: 401, message: 'A valid metrics bearer token is required' });
    await t.http().get('/api/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await t.http().get('/api/metrics').set('Authorization', TOKEN).expect(401);
    const admin = await createAdmin(t.ds);
    await t
      .http()
      .get('/api/metrics')
      .set('Cookie', await t.cookieFor(admin))
      .expect(401);
  });

  it('carries every family after a session: sign-in, a provider lookup, a campaign send and a webhook', async () => {
    // Sign-in: one refused, one signed in.
    const user = await createUser(t.ds);
    await t.http().post('/api/auth/login').set(XHR).send({ username: user.username, password: 'wrong-password' });
    await t
      .http()
      .post('/api/auth/login')
      .set(XHR)
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(200);
    // A lookup against the RentCast fake.
    await t
      .http()
      .post('/api/property/lookup')
      .set(XHR)
      .send({ address: '123 Main Street', city: 'Austin', state: 'TX', zipCode: '78701' })
      .expect(200);
    // A campaign's test send, delivered by the worker.
    const admin = await createAdmin(t.ds, { email: 'ops-admin@example.test' });
    const cookie = await t.cookieFor(admin);
    const created = await t
      .http()
      .post('/api/campaigns')
      .set(XHR)
      .set('Cookie', cookie)
      .send({ name: 'Metrics', subject: `Metrics ${randomBytes(3).toString('hex')}`, htmlContent: '<p>Hi</p>' })
      .expect(201);
    await t.http().post(`/api/campaigns/${created.body.id}/test-send`).set(XHR).set('Cookie', cookie).expect(202);
    await t.mail.waitFor((m) => m.to.includes('ops-admin@example.test'));
    // A signed Thinkific webhook ("send test" payload: stored, never applied).
    const raw = JSON.stringify({
      id: `evt-${randomBytes(4).toString('hex')}`,
      resource: 'enrollment',
      action: 'created',
      created_at: new Date().toISOString(),
      payload: { id: 1, course: { name: '[TEST] Course' } },
    });
    await t
      .http()
      .post('/api/webhooks/thinkific')
      .set('Content-Type', 'application/json')
      .set('X-Thinkific-Hmac-Sha256', createHmac('sha256', WEBHOOK_SECRET).update(raw).digest('hex'))
      .send(raw)
      .expect(200);

    const text = await eventually(
      'the e-mail job counted as completed',
      async () => (await scrape().expect(200)).text,
      (body) => (sample(body, 'bullmq_job_duration_seconds_count', { queue: 'email', outcome: 'completed' }) ?? 0) >= 1,
      { timeoutMs: 10_000 },
    );
    const res = await scrape().expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');

    const count = (name: string, labels: Record<string, string>) => sample(text, name, labels) ?? 0;
    expect(
      count('http_request_duration_seconds_count', { route: '/api/auth/login', method: 'POST', status: '200' }),
    ).toBe(1);
    expect(
      count('http_request_duration_seconds_count', { route: '/api/auth/login', method: 'POST', status: '401' }),
    ).toBe(1);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/property/lookup', le: '+Inf' })).toBe(1);
    expect(count('bullmq_jobs', { queue: 'email', state: 'completed' })).toBeGreaterThanOrEqual(1);
    for (const state of ['waiting', 'active', 'delayed', 'failed'])
      expect(sample(text, 'bullmq_jobs', { queue: 'webhooks', state })).toBeDefined();
    expect(count('mail_messages_total', { outcome: 'sent' })).toBeGreaterThanOrEqual(1);
    expect(text).toContain('# TYPE mail_messages_total counter');
    expect(
      count('provider_request_duration_seconds_count', { provider: 'RentCast', outcome: 'ok' }),
    ).toBeGreaterThanOrEqual(1);
    expect(count('webhook_events_total', { provider: 'thinkific', status: 'test' })).toBe(1);
    expect(count('sessions_signed_in_total', { user_type: 'student' })).toBe(1);
    expect(count('sign_ins_refused_total', { reason: 'credentials' })).toBe(1);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
  });
});
