import { createTestApp, TestApp } from '../support/test-app';

describe('Thinkific webhooks without a secret', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ worker: false, env: { THINKIFIC_WEBHOOK_SECRET: '' } });
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message', async () => {
    const res = await t.http().post('/api/webhooks/thinkific').set('Content-Type', 'application/json').set('X-Thinkific-Hmac-Sha256', 'ab').send(JSON.stringify({ id: '1' })).expect(503);
    expect(res.body.message).toBe('Thinkific webhooks are not configured: THINKIFIC_WEBHOOK_SECRET is not set');
  });
});
