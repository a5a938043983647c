import { createTestApp, TestApp } from '../support/test-app';

describe('Thinkific without configuration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      worker: false,
      env: { THINKIFIC_WEBHOOK_SECRET: '', THINKIFIC_API_KEY: '', THINKIFIC_SUBDOMAIN: '' },
    });
  });
  afterAll(() => t.close());

  it('answers webhooks with 503 and a clear message when no secret is set', async () => {
    const res = await t
      .http()
      .post('/api/webhooks/thinkific')
      .set('Content-Type', 'application/json')
      .set('X-Thinkific-Hmac-Sha256', 'ab')
      .send(JSON.stringify({ id: '1' }))
      .expect(503);
    expect(res.body.message).toBe(
      'Thinkific webhooks are not configured: set THINKIFIC_API_KEY (Thinkific signs webhooks with it), ' +
        'or THINKIFIC_WEBHOOK_SECRET for an app that signs with its client secret',
    );
  });

  it('skips reconciliation without API credentials', async () => {
    const { ThinkificReconcileService } = await import('../../src/modules/thinkific/thinkific-reconcile.service');
    await expect(t.app.get(ThinkificReconcileService).run()).resolves.toEqual({
      configured: false,
      enrollments: 0,
      firstRun: false,
      provisioned: 0,
    });
  });
});
