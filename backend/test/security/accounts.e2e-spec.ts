import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { spawnSync } from 'child_process';
import { createHmac } from 'crypto';
import { join } from 'path';
import Redis from 'ioredis';
import { EmailJob, QUEUES } from '../../src/core/queue/queues';
import { RateLimitService } from '../../src/core/rate-limit/rate-limit.service';
import { LOGIN_PER_IP, MAIL_KINDS } from '../../src/modules/auth/auth.constants';
import { eventually, workerIdle } from '../support/eventually';
import { createAdmin, createUser, TEST_PASSWORD } from '../support/factories';
import { PRODUCTION_ADDRESSES } from '../support/production-env';
import { CapturedMail } from '../support/smtp-sink';
import { createTestApp, TEST_REDIS_URL, TestApp, XHR } from '../support/test-app';

const THINKIFIC_SECRET = 'thinkific-test-secret';

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
    t = await createTestApp({ env: { THINKIFIC_WEBHOOK_SECRET: THINKIFIC_SECRET } });
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
        .send({ sessionId: 'spoof-check', landingPage: '/', consent: true })
        .expect(200);
      const [row] = await t.ds.query(`SELECT "ipAddress" FROM visitors WHERE id = $1`, [res.body.visitor.id]);
      // Stored truncated to its network (/24, /48): the loopback peer's, not the spoofed 203.0.113.0.
      expect(row.ipAddress).toMatch(/^127\.0\.0\.0$|^0:0:0::$/);
      const peers = row.ipAddress === '127.0.0.0' ? ['127.0.0.1', '::ffff:127.0.0.1'] : ['::1'];

      // The real address has already used all but 30 of its allowance (counted by the app's own limiter: a real
      // refusal checks a password hash); 30 failed sign-ins, each claiming a new address, exhaust the rest.
      const limiter = t.app.get(RateLimitService);
      for (const peer of peers)
        for (let i = 0; i < LOGIN_PER_IP.limit - 30; i++)
          await limiter.consume(LOGIN_PER_IP, peer, 'too many', 'unavailable');
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
        const pastSessionCache = () => new Promise((r) => setTimeout(r, 1100));
        await redis.expire(key, 100);
        await pastSessionCache();
        await ownDeals(cookie).expect(200);
        expect(await redis.ttl(key)).toBeGreaterThan(12 * 3600 - 60); // activity slid it back to 12 h
        await redis.pexpire(key, 1); // as if 12 h had passed without activity
        await pastSessionCache();
        await ownDeals(cookie).expect(401);
      } finally {
        redis.disconnect();
      }
    });
  });

  describe('no secrets at rest in queues', () => {
    /** Every value under a Redis key (and the key's name), whatever the key's type. */
    async function contentsOf(redis: Redis, key: string): Promise<string> {
      const type = await redis.type(key);
      const values =
        type === 'hash'
          ? Object.entries(await redis.hgetall(key)).flat()
          : type === 'string'
            ? [await redis.get(key)]
            : type === 'list'
              ? await redis.lrange(key, 0, -1)
              : type === 'set'
                ? await redis.smembers(key)
                : type === 'zset'
                  ? await redis.zrange(key, 0, -1)
                  : type === 'stream'
                    ? (await redis.xrange(key, '-', '+')).flatMap(([, fields]) => fields)
                    : [`(unread type ${type})`];
      return [key, ...values].join('\n');
    }
    const tokensIn = (mails: CapturedMail[]) =>
      mails.flatMap((m) => [...m.text.matchAll(/\/(?:reset|set)-password\?token=([A-Za-z0-9_-]+)/g)].map((x) => x[1]));

    it('no job in any queue, in any state, holds a password, a reset token or a set-password token', async () => {
      const queue = t.app.get<Queue<EmailJob>>(getQueueToken(QUEUES.email));
      /** The one mail job of this kind for this user that `known` does not list yet. */
      const newJob = async (kind: string, userId: string, known: Set<string>) =>
        (await eventually(`a new ${kind} job for ${userId}`, async () =>
          (await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).find(
            (j) => j.id && !known.has(j.id) && j.data.kind === kind && j.data.ref.userId === userId,
          ),
        ))!;
      const jobIds = async () =>
        new Set((await queue.getJobs(['waiting', 'active', 'delayed', 'completed', 'failed'])).map((j) => j.id!));
      const forgot = (email: string) => t.http().post('/api/auth/forgot-password').set(XHR).send({ email }).expect(200);

      // An admin-set password.
      const admin = await t.cookieFor(await createAdmin(t.ds));
      const adminSet = 'indigo-glacier-window-64';
      const fresh = (
        await t
          .http()
          .post('/api/admin/users')
          .set(XHR)
          .set('Cookie', admin)
          .send({ username: 'fresh.student', email: 'fresh.student@example.test', password: adminSet })
          .expect(201)
      ).body.user as { id: string };

      // A purchase (signed Thinkific webhook) creates the buyer and mails a set-password link; they use it.
      const purchase = JSON.stringify({
        id: `2026${Date.now()}`,
        resource: 'enrollment',
        action: 'created',
        tenant_id: '59',
        created_at: new Date().toISOString(),
        payload: {
          id: 3001,
          course: { id: 68, name: 'Investor Agent Certification', slug: 'investor-agent-certification' },
          course_id: 68,
          percentage_completed: '0',
          started_at: new Date().toISOString(),
          activated_at: new Date().toISOString(),
          expiry_date: null,
          user: { id: 9401, email: 'queue.buyer@example.test', first_name: 'Quinn', last_name: 'Buyer' },
        },
      });
      await t
        .http()
        .post('/api/webhooks/thinkific')
        .set('Content-Type', 'application/json')
        .set('X-Thinkific-Hmac-Sha256', createHmac('sha256', THINKIFIC_SECRET).update(purchase).digest('hex'))
        .send(purchase)
        .expect(200);
      const welcome = await t.mail.waitFor((m) => m.to.includes('queue.buyer@example.test'));
      const [setPasswordToken] = tokensIn([welcome]);
      expect(setPasswordToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const buyerChose = 'saffron-lantern-meadow-27';
      await t
        .http()
        .post('/api/auth/reset-password')
        .set(XHR)
        .send({ token: setPasswordToken, newPassword: buyerChose })
        .expect(200);
      const [buyer] = await t.ds.query<Array<{ id: string }>>(`SELECT id FROM users WHERE email = $1`, [
        'queue.buyer@example.test',
      ]);

      // A reset that is delivered, and a username reminder.
      await forgot('fresh.student@example.test');
      await t
        .http()
        .post('/api/auth/forgot-username')
        .set(XHR)
        .send({ email: 'fresh.student@example.test' })
        .expect(200);
      const reset = await t.mail.waitFor((m) => m.to.includes('fresh.student@example.test') && /Reset/.test(m.subject));
      await t.mail.waitFor((m) => m.to.includes('fresh.student@example.test') && /username/i.test(m.subject));
      const [resetToken] = tokensIn([reset]);
      expect(resetToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // A reset whose every attempt the mail server refuses: its job ends failed (retries promoted, not waited for).
      await workerIdle(t.worker!); // nothing else in flight takes the refusals
      let known = await jobIds();
      t.mail.refuseNext(5);
      await forgot('fresh.student@example.test');
      const failing = await newJob(MAIL_KINDS.passwordReset, fresh.id, known);
      await eventually(
        'the refused reset job to fail its last attempt',
        async () => {
          const job = await queue.getJob(failing.id!);
          if (await job?.isDelayed()) await job!.promote();
          return job?.getState();
        },
        (state) => state === 'failed',
        { timeoutMs: 30_000 },
      );

      // A reset refused once: its job waits to be retried (held there while Redis is read).
      await workerIdle(t.worker!);
      known = await jobIds();
      t.mail.refuseNext(1);
      await forgot('queue.buyer@example.test');
      const retrying = await newJob(MAIL_KINDS.passwordReset, buyer.id, known);
      await eventually(
        'the reset job refused once to wait for its retry',
        async () => {
          const job = await queue.getJob(retrying.id!);
          if (await job?.isDelayed()) await job!.changeDelay(10 * 60_000);
          return job?.getState();
        },
        (state) => state === 'delayed',
      );

      const counts = await queue.getJobCounts('completed', 'failed', 'delayed');
      expect(counts.completed).toBeGreaterThanOrEqual(3);
      expect(counts.failed).toBeGreaterThanOrEqual(1);
      expect(counts.delayed).toBeGreaterThanOrEqual(1);
      // Every link that went out, delivered or refused (each attempt renders a new one).
      const refusedTokens = tokensIn(t.mail.refusedMessages);
      expect(refusedTokens).toHaveLength(6);
      const secrets: Record<string, string> = {
        adminSet,
        buyerChose,
        setPasswordToken,
        resetToken,
        ...Object.fromEntries(refusedTokens.map((token, i) => [`refusedLink${i + 1}`, token])),
      };

      const redis = new Redis(TEST_REDIS_URL);
      try {
        const keys: string[] = [];
        let cursor = '0';
        do {
          const [next, batch] = await redis.scan(cursor, 'MATCH', `${t.env.REDIS_PREFIX}:*`, 'COUNT', 500);
          keys.push(...batch);
          cursor = next;
        } while (cursor !== '0');
        expect(keys.filter((k) => k.includes(':bull:email:')).length).toBeGreaterThan(0);
        let jobs = 0;
        for (const key of keys) {
          const text = await contentsOf(redis, key);
          if (
            /:bull:email:[^:]+$/.test(key) &&
            (await redis.type(key)) === 'hash' &&
            (await redis.hexists(key, 'data'))
          )
            jobs++;
          const found = Object.entries(secrets)
            .filter(([, secret]) => text.includes(secret))
            .map(([name]) => name);
          expect({ key, found }).toEqual({ key, found: [] });
          expect({ key, link: /(reset|set)-password\?token=|"password"/.exec(text)?.[0] }).toEqual({
            key,
            link: undefined,
          });
        }
        expect(jobs).toBeGreaterThanOrEqual(5);
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
