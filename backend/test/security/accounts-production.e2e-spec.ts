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
      const student = await t.cookieFor(await createUser(t.ds));
      const admin = await t.cookieFor(await createAdmin(t.ds));
      const status = async (path: string, cookie?: string) => {
        const req = t.http().get(path);
        return (await (cookie ? req.set('Cookie', cookie) : req)).status;
      };
      // Every document Swagger can serve, in any letter case (the router matches without regard to case).
      for (const path of ['/api/docs', '/api/docs/', '/api/docs-json', '/api/docs-yaml', '/API/Docs-JSON']) {
        expect([path, await status(path)]).toEqual([path, 401]);
        expect([path, await status(path, student)]).toEqual([path, 403]);
      }
      // Admins read the UI and the JSON; the YAML copy is not served at all.
      expect(await status('/api/docs', admin)).toBe(200);
      const json = await t.http().get('/api/docs-json').set('Cookie', admin).expect(200);
      expect(json.body.openapi).toMatch(/^3\./);
      expect(await status('/api/docs-yaml', admin)).toBe(404);
    } finally {
      await t.close();
    }
  });
});
