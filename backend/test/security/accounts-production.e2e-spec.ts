import { createAdmin, createUser } from '../support/factories';
import { PRODUCTION_ADDRESSES } from '../support/production-env';
import { createTestApp } from '../support/test-app';

/** The API reference in production (an app of its own: configuration is read once per process). */
describe('production defaults', () => {
  it('serves the API reference in production to signed-in admins only', async () => {
    const t = await createTestApp({
      worker: false,
      swagger: true,
      env: {
        NODE_ENV: 'production',
        ...PRODUCTION_ADDRESSES,
        APP_URL: 'http://app.test',
        JWT_SECRET: 'Qv8Lr2Nw6Tz1Kp4Hx7Bm0Yc3Fj9Gs5Da',
        ADMIN_PASSWORD: 'a-long-unpublished-password',
      },
    });
    try {
      for (const path of ['/api/docs', '/api/docs-json']) {
        expect((await t.http().get(path)).status).toBe(401);
        expect(
          (
            await t
              .http()
              .get(path)
              .set('Cookie', await t.cookieFor(await createUser(t.ds)))
          ).status,
        ).toBe(403);
        expect(
          (
            await t
              .http()
              .get(path)
              .set('Cookie', await t.cookieFor(await createAdmin(t.ds)))
          ).status,
        ).toBe(200);
      }
    } finally {
      await t.close();
    }
  });
});
