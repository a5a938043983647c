import { spawnSync } from 'child_process';
import { join } from 'path';
import Redis from 'ioredis';
import { createAdmin, createUser, TEST_PASSWORD } from '../support/factories';
import { PRODUCTION_ADDRESSES } from '../support/production-env';
import { createTestApp, TEST_REDIS_URL, TestApp, XHR } from '../support/test-app';

/**
 * Issue 13's findings, each replayed against the real stack: parallel guessing, spoofed client addresses,
 * sessions that outlive logout or a password change, secrets in queued jobs, lock-out of the owner, weak
 * admin-set passwords, caching of personal answers and the production defaults.
 */
describe('accounts under attack', () => {
  let t: TestApp;
  const login = (username: string, password: string, headers: Record<string, string> = {}) =>
    t.http().post('/api/auth/login').set(XHR).set(headers).send({ username, password });
  const cookieOf = (res: { headers: Record<string, unknown> }, name: string) =>
    ([] as string[])
      .concat((res.headers['set-cookie'] as string[] | undefined) ?? [])
      .find((c) => c.startsWith(`${name}=`))
      ?.split(';')[0];
  const signedIn = async (cookie: string) =>
    (await t.http().get('/api/auth/check').set('Cookie', cookie).expect(200)).body.authenticated as boolean;
  /** A route only a signed-in student may call. */
  const ownDeals = (cookie: string) => t.http().get('/api/fix-flip/properties').set('Cookie', cookie);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());
  beforeEach(() => t.resetRateLimits());

  describe('throttling is atomic', () => {
    it('a 100-request parallel burst against one account evaluates at most the limit (5), even from 100 claimed addresses', async () => {
      const user = await createUser(t.ds);
      const burst = await Promise.all(
        Array.from({ length: 100 }, (_, i) =>
          login(user.username, `guess-${i}`, { 'X-Forwarded-For': `198.51.100.${i + 1}` }),
        ),
      );
      const statuses = burst.map((r) => r.status);
      expect(statuses.filter((s) => s !== 401 && s !== 429)).toEqual([]);
      // Every 401 is a password that was actually checked.
      expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(5);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95);
      // And the right password is refused too while the account is throttled for unknown clients.
      expect((await login(user.username, TEST_PASSWORD)).status).toBe(429);
    });

    it('the owner signs in from a client that signed in before, while an attacker is being throttled', async () => {
      const owner = await createUser(t.ds);
      const first = await login(owner.username, TEST_PASSWORD).expect(200);
      const knownClient = cookieOf(first, 'known_client')!;
      const attack = await Promise.all(Array.from({ length: 60 }, (_, i) => login(owner.username, `nope-${i}`)));
      expect(attack.filter((r) => r.status === 429).length).toBeGreaterThan(50);
      const again = await login(owner.username, TEST_PASSWORD, { Cookie: knownClient }).expect(200);
      expect(await signedIn(cookieOf(again, 'session')!)).toBe(true);
      // A stolen known-client cookie of another account does not help.
      const other = await createUser(t.ds);
      await Promise.all(Array.from({ length: 6 }, () => login(other.username, 'wrong-again')));
      expect((await login(other.username, TEST_PASSWORD, { Cookie: knownClient })).status).toBe(429);
    });
  });

  describe('client address', () => {
    it('ignores a spoofed X-Forwarded-For by default: visitors and per-address limits see the real peer', async () => {
      const res = await t
        .http()
        .post('/api/visitors')
        .set(XHR)
        .set('X-Forwarded-For', '203.0.113.77')
        .send({ sessionId: 'spoof-check', landingPage: '/' })
        .expect(200);
      const [row] = await t.ds.query(`SELECT "ipAddress" FROM visitors WHERE id = $1`, [res.body.visitor.id]);
      expect(row.ipAddress).not.toContain('203.0.113.77');
      expect(row.ipAddress).toMatch(/127\.0\.0\.1|::1/);

      // 30 failed sign-ins, each claiming a new address, still exhaust the one real address's allowance.
      for (let i = 0; i < 30; i++) {
        await login(`nobody-${i}`, 'x-wrong-x', { 'X-Forwarded-For': `192.0.2.${i + 1}` }).expect(401);
      }
      const user = await createUser(t.ds);
      expect((await login(user.username, TEST_PASSWORD, { 'X-Forwarded-For': '192.0.2.200' })).status).toBe(429);
      await t.ds.query(`DELETE FROM visitors`); // keep the next tests independent of this address's state
    });
  });

  describe('sessions can be ended', () => {
    const freshSession = async (password = TEST_PASSWORD) => {
      const user = await createUser(t.ds, { password });
      const res = await t
        .http()
        .post('/api/auth/login')
        .set(XHR)
        .set('Cookie', 'known_client=none') // every test from a "new" client, so throttles of others never apply
        .send({ username: user.username, password })
        .expect(200);
      const cookie = cookieOf(res, 'session')!;
      await ownDeals(cookie).expect(200);
      return { user, cookie };
    };

    it('after logout, the old cookie gets 401', async () => {
      const { cookie } = await freshSession();
      await t.http().post('/api/auth/logout').set(XHR).set('Cookie', cookie).expect(200);
      await ownDeals(cookie).expect(401);
      expect(await signedIn(cookie)).toBe(false);
    });

    it('after "log out everywhere", every session of the user gets 401, others keep theirs', async () => {
      const { user, cookie } = await freshSession();
      const second = await t.cookieFor(user);
      const bystander = await freshSession();
      await t.http().post('/api/auth/logout-all').set(XHR).set('Cookie', cookie).expect(200);
      await ownDeals(cookie).expect(401);
      await ownDeals(second).expect(401);
      await ownDeals(bystander.cookie).expect(200);
    });

    it('after an admin changes the password, suspends or deletes the user, the old cookie gets 401', async () => {
      const admin = await t.cookieFor(await createAdmin(t.ds));
      const put = (id: string, body: object) =>
        t.http().put(`/api/admin/users/${id}`).set(XHR).set('Cookie', admin).send(body);

      const a = await freshSession();
      await put(a.user.id, { password: 'violet-harbor-engine-31' }).expect(200);
      await ownDeals(a.cookie).expect(401);

      const b = await freshSession();
      await put(b.user.id, { enrollmentStatus: 'suspended' }).expect(200);
      await ownDeals(b.cookie).expect(401);

      const c = await freshSession();
      await put(c.user.id, { firstName: 'Renamed' }).expect(200); // a name change keeps the session
      const check = await t.http().get('/api/auth/check').set('Cookie', c.cookie).expect(200);
      expect(check.body.user.firstName).toBe('Renamed');
      await t.http().delete(`/api/admin/users/${c.user.id}`).set(XHR).set('Cookie', admin).expect(200);
      await ownDeals(c.cookie).expect(401);
    });

    it('after a password reset, the old cookie gets 401', async () => {
      const { user, cookie } = await freshSession();
      await t.http().post('/api/auth/forgot-password').set(XHR).send({ email: user.email }).expect(200);
      const mail = await t.mail.waitFor((m) => m.to.includes(user.email!) && m.subject === 'Reset your password');
      const token = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail.text)![1];
      await t
        .http()
        .post('/api/auth/reset-password')
        .set(XHR)
        .send({ token, newPassword: 'copper-meadow-falcon-8' })
        .expect(200);
      await ownDeals(cookie).expect(401);
    });

    it('a session ends after its idle time, and activity slides it', async () => {
      const { cookie } = await freshSession();
      const redis = new Redis(TEST_REDIS_URL);
      try {
        const claims = JSON.parse(Buffer.from(cookie.split('=')[1].split('.')[1], 'base64url').toString()) as {
          sid: string;
        };
        const key = `${t.env.REDIS_PREFIX}:sess:${claims.sid}`;
        expect(await redis.ttl(key)).toBeGreaterThan(12 * 3600 - 60);
        // A replica trusts a session it checked for at most 1 s (SESSION_CACHE_MAX_AGE_MS): wait that out.
        const pastLocalCache = () => new Promise((r) => setTimeout(r, 1100));
        await redis.expire(key, 100);
        await pastLocalCache();
        await ownDeals(cookie).expect(200);
        expect(await redis.ttl(key)).toBeGreaterThan(12 * 3600 - 60); // activity slid it back to 12 h
        await redis.pexpire(key, 1); // as if 12 h had passed without activity
        await pastLocalCache();
        await ownDeals(cookie).expect(401);
      } finally {
        redis.disconnect();
      }
    });
  });

  describe('no secrets at rest in queues', () => {
    it('no job in any queue, in any state, holds a password, a reset token or a set-password token', async () => {
      const admin = await t.cookieFor(await createAdmin(t.ds));
      const password = 'indigo-glacier-window-64';
      const created = await t
        .http()
        .post('/api/admin/users')
        .set(XHR)
        .set('Cookie', admin)
        .send({ username: 'fresh.student', email: 'fresh.student@example.test', password })
        .expect(201);
      await t
        .http()
        .post('/api/auth/forgot-password')
        .set(XHR)
        .send({ email: 'fresh.student@example.test' })
        .expect(200);
      await t
        .http()
        .post('/api/auth/forgot-username')
        .set(XHR)
        .send({ email: 'fresh.student@example.test' })
        .expect(200);
      const reset = await t.mail.waitFor((m) => m.to.includes('fresh.student@example.test') && /Reset/.test(m.subject));
      await t.mail.waitFor((m) => m.to.includes('fresh.student@example.test') && /username/i.test(m.subject));
      const token = /token=([A-Za-z0-9_-]+)/.exec(reset.text)![1];
      expect(created.body.user.id).toBeDefined();

      const redis = new Redis(TEST_REDIS_URL);
      try {
        const keys = await redis.keys(`${t.env.REDIS_PREFIX}:bull:*`);
        expect(keys.length).toBeGreaterThan(0);
        let jobs = 0;
        for (const key of keys) {
          const type = await redis.type(key);
          const values =
            type === 'hash'
              ? Object.values(await redis.hgetall(key))
              : type === 'string'
                ? [await redis.get(key)]
                : type === 'list'
                  ? await redis.lrange(key, 0, -1)
                  : type === 'zset'
                    ? await redis.zrange(key, 0, -1)
                    : type === 'stream'
                      ? (await redis.xrange(key, '-', '+')).flatMap(([, fields]) => fields)
                      : [];
          if (type === 'hash' && (await redis.hexists(key, 'data'))) jobs++;
          const text = values.join('\n');
          expect({ key, hasPassword: text.includes(password), hasToken: text.includes(token) }).toEqual({
            key,
            hasPassword: false,
            hasToken: false,
          });
          expect(text).not.toMatch(/token=|"password"/);
        }
        expect(jobs).toBeGreaterThanOrEqual(2);
      } finally {
        redis.disconnect();
      }
    });
  });

  describe('smaller holes', () => {
    it('refuses a 6-character admin-set password with the policy message', async () => {
      const admin = await t.cookieFor(await createAdmin(t.ds));
      const res = await t
        .http()
        .post('/api/admin/users')
        .set(XHR)
        .set('Cookie', admin)
        .send({ username: 'six.chars', email: 'six@example.test', password: 'abc123' })
        .expect(400);
      expect(res.body.message).toBe('Password must be at least 10 characters long.');
    });

    it('marks authenticated answers Cache-Control: no-store, and leaves anonymous public reads cacheable', async () => {
      const cookie = await t.cookieFor(await createUser(t.ds));
      expect((await ownDeals(cookie).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await t.http().get('/api/auth/check').set('Cookie', cookie)).headers['cache-control']).toBe('no-store');
      expect((await t.http().get('/api/success-stories')).headers['cache-control']).not.toBe('no-store');
    });
  });
});

describe('production start-up', () => {
  it('refuses to boot in production with placeholder outbound addresses, naming the variable', () => {
    const run = spawnSync(process.execPath, ['-r', '@swc-node/register', 'src/main.ts'], {
      cwd: join(__dirname, '..', '..'),
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://app:app@127.0.0.1:1/app',
        REDIS_URL: 'redis://127.0.0.1:1',
        SMTP_URL: 'smtp://127.0.0.1:1',
        JWT_SECRET: 'Qv8Lr2Nw6Tz1Kp4Hx7Bm0Yc3Fj9Gs5Da',
        ...PRODUCTION_ADDRESSES,
        WEBINAR_URL: 'https://example.com/webinar-registration',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('WEBINAR_URL: still a placeholder');
  });
});
