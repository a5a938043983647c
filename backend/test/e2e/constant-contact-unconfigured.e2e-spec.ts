import { createAdmin } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('Constant Contact without credentials', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      worker: false,
      env: { CONSTANT_CONTACT_CLIENT_ID: '', CONSTANT_CONTACT_CLIENT_SECRET: '', TOKEN_ENCRYPTION_KEY: '' },
    });
  });
  afterAll(() => t.close());

  it('says it is not configured', async () => {
    const admin = await t.cookieFor(await createAdmin(t.ds));
    const res = await t.http().get('/api/constant-contact/test').set('Cookie', admin).expect(200);
    expect(res.body).toEqual({
      configured: false,
      connected: false,
      message: expect.stringMatching(/not configured/),
      account: null,
    });
    const auth = await t.http().get('/api/constant-contact/oauth/authorize').set('Cookie', admin).expect(400);
    expect(auth.body.message).toMatch(/not configured/);
  });
});
