import { createUser, TEST_PASSWORD } from '../support/factories';
import { createTestApp, XHR } from '../support/test-app';

/** Two API processes on one database and Redis (a file of its own: configuration is read once per process). */
describe('sessions across replicas', () => {
  it('sets Secure cookies over https, and a logout on one replica is seen by another at once', async () => {
    const t = await createTestApp({ worker: false, env: { APP_URL: 'https://academy.example.test' } });
    const replica = await t.startReplica();
    try {
      const user = await createUser(t.ds);
      const res = await t
        .http()
        .post('/api/auth/login')
        .set(XHR)
        .send({ username: user.username, password: TEST_PASSWORD })
        .expect(200);
      // Over https (APP_URL), cookies are Secure even outside production.
      for (const c of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) expect(c).toMatch(/; Secure/);
      const cookie = String(res.headers['set-cookie']).split(';')[0];
      await replica.http().get('/api/fix-flip/properties').set('Cookie', cookie).expect(200);
      await t.http().post('/api/auth/logout').set(XHR).set('Cookie', cookie).expect(200);
      // The replica checked this session a moment ago (its 1 s cache); the revocation must still reach it in < 1 s.
      const started = Date.now();
      let status = 200;
      while (status !== 401 && Date.now() - started < 2000) {
        status = (await replica.http().get('/api/fix-flip/properties').set('Cookie', cookie)).status;
      }
      expect({ status, withinOneSecond: Date.now() - started < 1000 }).toEqual({ status: 401, withinOneSecond: true });
    } finally {
      await replica.close();
      await t.close();
    }
  });
});
