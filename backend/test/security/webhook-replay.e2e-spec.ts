import { createHmac } from 'crypto';
import { createTestApp, TestApp } from '../support/test-app';
import { workerIdle } from '../support/eventually';

const SECRET = 'replay-webhook-secret';
const sign = (raw: string, secret = SECRET) => createHmac('sha256', secret).update(raw).digest('hex');

/** The course-platform webhook under attack: replays give one effect, forged or altered bodies are refused. */
describe('Thinkific webhook: replay and signature', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { THINKIFIC_WEBHOOK_SECRET: SECRET } });
  });
  afterAll(() => t.close());

  const email = 'replayed.buyer@example.test';
  const raw = JSON.stringify({
    id: `replay-${Date.now()}`,
    resource: 'enrollment',
    action: 'created',
    tenant_id: '59',
    created_at: new Date().toISOString(),
    payload: {
      id: 7001,
      course: { id: 68, name: 'Investor Agent Certification', slug: 'investor-agent-certification' },
      course_id: 68,
      percentage_completed: '0',
      started_at: '2026-01-05T10:00:00.000Z',
      activated_at: '2026-01-05T10:00:00.000Z',
      expiry_date: null,
      user: { id: 97001, email, first_name: 'Replay', last_name: 'Buyer' },
    },
  });
  const post = (body: string, signature?: string) => {
    const req = t.http().post('/api/webhooks/thinkific').set('Content-Type', 'application/json');
    return (signature === undefined ? req : req.set('X-Thinkific-Hmac-Sha256', signature)).send(body);
  };
  const users = async () =>
    Number((await t.ds.query(`SELECT count(*)::int AS n FROM users WHERE email = $1`, [email]))[0].n);

  it('refuses a wrong signature, a missing one and a body altered after signing (401), with no effect', async () => {
    const wrong = await post(raw, sign(raw, 'not-the-secret'));
    const missing = await post(raw);
    const altered = await post(raw.replace('"Replay"', '"Mallory"'), sign(raw));
    const garbage = await post(raw, 'zz-not-hex');
    for (const res of [wrong, missing, altered, garbage]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ statusCode: 401, message: expect.any(String) });
    }
    expect(await users()).toBe(0);
    expect(Number((await t.ds.query(`SELECT count(*)::int AS n FROM webhook_events`))[0].n)).toBe(0);
  });

  it('gives one effect for the same signed event replayed 100 times: one user, one credentials e-mail', async () => {
    const answers = [];
    // Ten waves of ten concurrent deliveries, as a retrying provider or an attacker replaying a capture would.
    for (let wave = 0; wave < 10; wave++)
      answers.push(...(await Promise.all(Array.from({ length: 10 }, () => post(raw, sign(raw))))));
    expect(answers.map((a) => a.status).filter((s) => s !== 200)).toEqual([]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);

    await t.mail.waitFor((m) => m.to.includes(email));
    // Every job any duplicate could have queued has run (and would have sent a second mail).
    await workerIdle(t.worker!);
    expect(t.mail.to(email)).toHaveLength(1);
    expect(await users()).toBe(1);
    expect(Number((await t.ds.query(`SELECT count(*)::int AS n FROM webhook_events`))[0].n)).toBe(1);
  });
});
