import { RateLimitService } from '../../src/core/rate-limit/rate-limit.service';
import { REDIS } from '../../src/core/redis/redis.module';
import { LOGIN_PER_IP, SESSION_COOKIE } from '../../src/modules/auth/auth.constants';
import { User } from '../../src/modules/auth/entities/user.entity';
import { createAdmin, createUser, TEST_PASSWORD } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

const USER_KEYS = [
  'createdAt',
  'email',
  'enrollmentStatus',
  'firstName',
  'id',
  'lastLoginAt',
  'lastName',
  'userType',
  'username',
];

/** The Set-Cookie line of the session cookie in a response. */
function sessionCookieHeader(res: { headers: Record<string, unknown> }): string {
  const cookies = ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
  const c = cookies.find((v) => v.startsWith(`${SESSION_COOKIE}=`));
  if (!c) throw new Error('no session cookie set');
  return c;
}

/** The session cookie set by a response, as a Cookie header value. */
function sessionCookie(res: { headers: Record<string, unknown> }): string {
  return sessionCookieHeader(res).split(';')[0];
}

describe('auth: sign-in, session and check', () => {
  let t: TestApp;
  let ipSeq = 0;
  /** Each test its own client address, so IP limits of one test do not touch another. */
  const fromIp = () => ({ ...XHR, 'X-Forwarded-For': `203.0.113.${++ipSeq}` });

  beforeAll(async () => {
    // Client addresses come from X-Forwarded-For only because this app trusts its loopback proxy (TRUST_PROXY).
    t = await createTestApp({ worker: false, env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  it('check answers anonymous callers with authenticated=false and no user', async () => {
    const res = await t.http().get('/api/auth/check').expect(200);
    expect(res.body).toEqual({ success: true, authenticated: false, user: null });
  });

  it('signs in by username: sets an httpOnly SameSite=Lax session cookie, answers the user without secrets, sets lastLoginAt', async () => {
    const user = await createUser(t.ds, { username: 'jane.doe', email: 'jane@example.test', firstName: 'Jane' });
    const res = await t
      .http()
      .post('/api/auth/login')
      .set(fromIp())
      .send({ username: 'jane.doe', password: TEST_PASSWORD })
      .expect(200);
    expect(res.body.success).toBe(true);
    expect(Object.keys(res.body.user).sort()).toEqual(USER_KEYS);
    expect(res.body.user).toMatchObject({
      id: user.id,
      username: 'jane.doe',
      email: 'jane@example.test',
      userType: 'student',
      enrollmentStatus: 'active',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/password|token|\$argon2/i);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/); // only over https (APP_URL) or in production
    // 7 days from sign-in, whatever happens (SESSION_ABSOLUTE_SECONDS), in seconds.
    expect(sessionCookieHeader(res)).toMatch(/; Max-Age=604800(;|$)/);

    const stored = await t.ds.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.lastLoginAt).not.toBeNull();
    expect(res.body.user.lastLoginAt).toBe(stored.lastLoginAt!.toISOString());

    const check = await t.http().get('/api/auth/check').set('Cookie', sessionCookie(res)).expect(200);
    expect(check.body).toEqual({
      success: true,
      authenticated: true,
      user: expect.objectContaining({ id: user.id, username: 'jane.doe' }),
    });
    expect(Object.keys(check.body.user).sort()).toEqual(USER_KEYS);
  });

  it('signs in by e-mail address, whatever its case', async () => {
    const user = await createAdmin(t.ds, { email: 'boss@example.test' });
    const res = await t
      .http()
      .post('/api/auth/login')
      .set(fromIp())
      .send({ username: 'Boss@Example.test', password: TEST_PASSWORD })
      .expect(200);
    expect(res.body.user).toMatchObject({ id: user.id, userType: 'admin' });
  });

  it('refuses a wrong password and an unknown account with the same 401 answer and no cookie', async () => {
    const user = await createUser(t.ds);
    const wrong = await t
      .http()
      .post('/api/auth/login')
      .set(fromIp())
      .send({ username: user.username, password: 'not-the-password' })
      .expect(401);
    const unknown = await t
      .http()
      .post('/api/auth/login')
      .set(fromIp())
      .send({ username: 'nobody-here', password: 'whatever1' })
      .expect(401);
    expect(wrong.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('refuses blank fields with the spec texts', async () => {
    const noUser = await t
      .http()
      .post('/api/auth/login')
      .set(fromIp())
      .send({ username: '', password: 'x' })
      .expect(400);
    expect(noUser.body).toEqual({ statusCode: 400, message: 'Username is required' });
    const noPassword = await t.http().post('/api/auth/login').set(fromIp()).send({ username: 'someone' }).expect(400);
    expect(noPassword.body).toEqual({ statusCode: 400, message: 'Password is required' });
  });

  it.each(['inactive', 'suspended'] as const)(
    'does not sign in a %s account, even with the right password',
    async (status) => {
      const user = await createUser(t.ds, { enrollmentStatus: status });
      const res = await t
        .http()
        .post('/api/auth/login')
        .set(fromIp())
        .send({ username: user.username, password: TEST_PASSWORD })
        .expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'This account is not active. Please contact support.' });
      expect(res.headers['set-cookie']).toBeUndefined();
      // An existing session of a suspended user no longer counts either.
      const check = await t
        .http()
        .get('/api/auth/check')
        .set('Cookie', await t.cookieFor(user))
        .expect(200);
      expect(check.body.authenticated).toBe(false);
    },
  );

  it('logout clears the session cookie', async () => {
    const user = await createUser(t.ds);
    const res = await t
      .http()
      .post('/api/auth/logout')
      .set(XHR)
      .set('Cookie', await t.cookieFor(user))
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Signed out' });
    expect(String(res.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Expires=Thu, 01 Jan 1970`));
  });

  it('ignores a forged or expired-looking session cookie', async () => {
    const check = await t.http().get('/api/auth/check').set('Cookie', `${SESSION_COOKIE}=not.a.jwt`).expect(200);
    expect(check.body).toEqual({ success: true, authenticated: false, user: null });
  });

  describe('CSRF rule', () => {
    it.each([
      '/api/auth/login',
      '/api/auth/logout',
      '/api/auth/forgot-password',
      '/api/auth/forgot-username',
      '/api/auth/reset-password',
    ])('refuses POST %s without X-Requested-With (403)', async (path) => {
      const res = await t
        .http()
        .post(path)
        .send({ username: 'a', password: 'b', email: 'a@b.test', token: 't', newPassword: 'longenough' })
        .expect(403);
      expect(res.body).toEqual({ statusCode: 403, message: 'Missing X-Requested-With header' });
    });
  });

  describe('brute-force limits', () => {
    const TOO_MANY = 'Too many sign-in attempts. Please wait a few minutes and try again.';
    const knownClient = (res: { headers: Record<string, unknown> }) =>
      ([] as string[])
        .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
        .find((c) => c.startsWith('known_client='))!
        .split(';')[0];

    it('throttles an account after 5 failures from unknown clients (429 + Retry-After), even with the right password, from any address', async () => {
      const user = await createUser(t.ds);
      for (let i = 0; i < 5; i++) {
        await t
          .http()
          .post('/api/auth/login')
          .set(fromIp())
          .send({ username: user.username, password: `wrong-${i}` })
          .expect(401);
      }
      const res = await t
        .http()
        .post('/api/auth/login')
        .set(fromIp())
        .send({ username: user.username, password: TEST_PASSWORD })
        .expect(429);
      expect(res.body).toEqual({ statusCode: 429, message: TOO_MANY });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(300);
      // Addressing the same account by e-mail counts against the same account.
      await t
        .http()
        .post('/api/auth/login')
        .set(fromIp())
        .send({ username: user.email, password: TEST_PASSWORD })
        .expect(429);
    });

    it("a successful sign-in is not counted, and from the client it marked the owner's own typos never lock them out", async () => {
      const user = await createUser(t.ds);
      const ip = fromIp();
      const ok = await t
        .http()
        .post('/api/auth/login')
        .set(ip)
        .send({ username: user.username, password: TEST_PASSWORD })
        .expect(200);
      const client = knownClient(ok);
      for (let round = 0; round < 3; round++) {
        for (let i = 0; i < 4; i++)
          await t
            .http()
            .post('/api/auth/login')
            .set(ip)
            .set('Cookie', client)
            .send({ username: user.username, password: 'wrong' })
            .expect(401);
        await t
          .http()
          .post('/api/auth/login')
          .set(ip)
          .set('Cookie', client)
          .send({ username: user.username, password: TEST_PASSWORD })
          .expect(200);
      }
    });

    it('blocks one address after its failed sign-ins across many accounts (LOGIN_PER_IP), while other addresses still sign in', async () => {
      const ip = fromIp();
      expect(LOGIN_PER_IP.limit).toBe(100); // an office behind one address (docs/decisions.md)
      // The address has already failed (limit - 5) times, counted by the app's own limiter (each real refusal checks a
      // password hash: a hundred of them took a minute or two on a busy host); the last five fail for real.
      const limiter = t.app.get(RateLimitService);
      for (let i = 0; i < LOGIN_PER_IP.limit - 5; i++)
        await limiter.consume(LOGIN_PER_IP, ip['X-Forwarded-For'], 'too many', 'unavailable');
      for (let i = 0; i < 5; i++) {
        await t
          .http()
          .post('/api/auth/login')
          .set(ip)
          .send({ username: `guess-${i}`, password: 'password1' })
          .expect(401);
      }
      const user = await createUser(t.ds);
      const blocked = await t
        .http()
        .post('/api/auth/login')
        .set(ip)
        .send({ username: user.username, password: TEST_PASSWORD })
        .expect(429);
      expect(blocked.body.message).toBe(TOO_MANY);
      await t
        .http()
        .post('/api/auth/login')
        .set(fromIp())
        .send({ username: user.username, password: TEST_PASSWORD })
        .expect(200);
    });
  });

  describe('route matrix', () => {
    it('GET /api/auth/check is public; the admin route GET /api/admin/users refuses anonymous (401) and students (403)', async () => {
      await t.http().get('/api/auth/check').expect(200);
      const anonymous = await t.http().get('/api/admin/users').expect(401);
      expect(anonymous.body).toEqual({ statusCode: 401, message: 'Authentication required' });
      const student = await createUser(t.ds);
      const asStudent = await t
        .http()
        .get('/api/admin/users')
        .set('Cookie', await t.cookieFor(student))
        .expect(403);
      expect(asStudent.body).toEqual({ statusCode: 403, message: 'You do not have permission to do this' });
      const admin = await createAdmin(t.ds);
      await t
        .http()
        .get('/api/admin/users')
        .set('Cookie', await t.cookieFor(admin))
        .expect(200);
    });

    it('a session signed in through login works on the admin route for an admin only', async () => {
      const admin = await createAdmin(t.ds);
      const res = await t
        .http()
        .post('/api/auth/login')
        .set(fromIp())
        .send({ username: admin.username, password: TEST_PASSWORD })
        .expect(200);
      await t.http().get('/api/admin/users').set('Cookie', sessionCookie(res)).expect(200);
      const out = await t.http().post('/api/auth/logout').set(XHR).set('Cookie', sessionCookie(res)).expect(200);
      expect(String(out.headers['set-cookie'])).toMatch(new RegExp(`^${SESSION_COOKIE}=;`));
    });
  });

  // Last: it takes this app's Redis client down.
  it('answers 503 with a clear message (not a crash) when Redis is down', async () => {
    const user = await createUser(t.ds);
    t.app.get(REDIS).disconnect();
    const res = await t
      .http()
      .post('/api/auth/login')
      .set(fromIp())
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      message: 'Sign-in is temporarily unavailable. Please try again shortly.',
      requestId: expect.any(String),
    });
    const reminder = await t
      .http()
      .post('/api/auth/forgot-password')
      .set(fromIp())
      .send({ email: user.email })
      .expect(503);
    expect(reminder.body.message).toBe('Sign-in is temporarily unavailable. Please try again shortly.');
  });
});
