import { createHash } from 'crypto';
import { User } from '../../src/modules/auth/entities/user.entity';
import { createAdmin, createUser, TEST_PASSWORD } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { workerIdle } from '../support/eventually';

const LINK_SENT = 'If that account exists and has an email address, a sign-in link has been sent to it.';
const INVALID_LINK = 'This sign-in link is invalid, expired or already used. Please request a new one.';
const TOO_MANY_LOGINS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

const setCookies = (res: { headers: Record<string, unknown> }) =>
  ([] as string[]).concat((res.headers['set-cookie'] as string[] | undefined) ?? []);
/** The named cookie a response sets, as a Cookie header value (name=value). */
const cookie = (res: { headers: Record<string, unknown> }, name: string) => {
  const c = setCookies(res).find((v) => v.startsWith(`${name}=`));
  if (!c) throw new Error(`no ${name} cookie set`);
  return c.split(';')[0];
};

describe('auth: "E-mail me a sign-in link" after a lock-out', () => {
  let t: TestApp;
  let ipSeq = 0;
  /** A fresh client: its own address and no known-client cookie. */
  const fromIp = () => ({ ...XHR, 'X-Forwarded-For': `192.0.2.${++ipSeq}` });

  beforeAll(async () => {
    // Client addresses come from X-Forwarded-For only because this app trusts its loopback proxy (TRUST_PROXY).
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, headers: Record<string, string> = fromIp()) =>
    t.http().post('/api/auth/login').set(headers).send({ username, password });

  /** Five wrong guesses from five fresh clients: the account is locked for unknown clients. */
  async function lockOut(user: User) {
    for (let i = 0; i < 5; i++) await login(user.username, `wrong-guess-${i}`).expect(401);
    const refused = await login(user.username, TEST_PASSWORD).expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: TOO_MANY_LOGINS });
  }

  async function requestLink(usernameOrEmail: string, email: string): Promise<string> {
    const res = await t
      .http()
      .post('/api/auth/sign-in-link')
      .set(fromIp())
      .send({ username: usernameOrEmail })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: LINK_SENT });
    const mail = await t.mail.waitFor((m) => m.to.includes(email) && m.subject === 'Your sign-in link');
    t.mail.clear();
    const m = mail.text.match(/http:\/\/app\.test\/sign-in-link\?token=([A-Za-z0-9_-]+)/);
    if (!m) throw new Error(`no sign-in link in: ${mail.text}`);
    return m[1];
  }

  const consume = (token: string, headers: Record<string, string> = fromIp()) =>
    t.http().post('/api/auth/sign-in-link/consume').set(headers).send({ token });

  it('signs the owner in after a stranger locked the account, once, and marks that browser known', async () => {
    const user = await createUser(t.ds, { email: 'locked.owner@example.test', firstName: 'Claim your prize now' });
    await lockOut(user);

    const token = await requestLink(user.username, 'locked.owner@example.test');
    const stored = await t.ds.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.signInLinkToken).toBe(createHash('sha256').update(token).digest('hex'));
    const minutesLeft = (stored.signInLinkExpires!.getTime() - Date.now()) / 60000;
    expect(minutesLeft).toBeGreaterThan(14);
    expect(minutesLeft).toBeLessThanOrEqual(15);

    const browser = fromIp();
    const res = await consume(token, browser).expect(200);
    expect(res.body).toMatchObject({ success: true, user: { id: user.id, username: user.username } });
    const session = cookie(res, 'session');
    const known = cookie(res, 'known_client');
    expect(known).toMatch(new RegExp(`^known_client=${user.id}\\.`));
    const check = await t.http().get('/api/auth/check').set('Cookie', session).expect(200);
    expect(check.body).toMatchObject({ authenticated: true, user: { id: user.id } });

    const again = await consume(token, browser).expect(400);
    expect(again.body).toEqual({ statusCode: 400, message: INVALID_LINK });

    // The stranger's guessing still counts: a fresh client is still refused, the marked browser signs in.
    await login(user.username, TEST_PASSWORD).expect(429);
    await login(user.username, TEST_PASSWORD, { ...browser, Cookie: known }).expect(200);
  });

  it('sends fixed copy: no name typed by anyone, only the link and its terms', async () => {
    await createUser(t.ds, {
      username: 'fixed.copy',
      email: 'fixed.copy@example.test',
      firstName: 'Visit https://spam.example',
    });
    await t.http().post('/api/auth/sign-in-link').set(fromIp()).send({ username: 'fixed.copy' }).expect(200);
    const mail = await t.mail.waitFor((m) => m.to.includes('fixed.copy@example.test'));
    t.mail.clear();
    expect(mail.text).not.toContain('spam.example');
    expect(mail.text).not.toContain('fixed.copy@');
    expect(mail.text).toMatch(/^Hello,\n/);
    expect(mail.text).toContain('valid for 15 minutes and can be used once');
  });

  it('takes the e-mail address as well, and an admin gets a link too', async () => {
    const admin = await createAdmin(t.ds, { email: 'link.admin@example.test' });
    const token = await requestLink(' Link.Admin@Example.test ', 'link.admin@example.test');
    const res = await consume(token).expect(200);
    expect(res.body.user).toMatchObject({ id: admin.id, userType: 'admin' });
  });

  it('answers an unknown account exactly as a known one and sends nothing', async () => {
    await createUser(t.ds, { username: 'known.linker', email: 'known.linker@example.test' });
    const known = await t
      .http()
      .post('/api/auth/sign-in-link')
      .set(fromIp())
      .send({ username: 'known.linker' })
      .expect(200);
    const unknown = await t
      .http()
      .post('/api/auth/sign-in-link')
      .set(fromIp())
      .send({ username: 'nobody.here@example.test' })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    await t.mail.waitFor((m) => m.to.includes('known.linker@example.test'));
    await workerIdle(t.worker!);
    expect(t.mail.to('nobody.here@example.test')).toHaveLength(0);
    expect(t.mail.messages.filter((m) => m.subject === 'Your sign-in link')).toHaveLength(1);
    t.mail.clear();
  });

  it('sends nothing to a suspended account, and its old link no longer signs in', async () => {
    const user = await createUser(t.ds, { email: 'soon.suspended@example.test' });
    const token = await requestLink(user.username, 'soon.suspended@example.test');
    await t.ds.getRepository(User).update({ id: user.id }, { enrollmentStatus: 'suspended' });
    await t.http().post('/api/auth/sign-in-link').set(fromIp()).send({ username: user.username }).expect(200);
    await workerIdle(t.worker!);
    expect(t.mail.to('soon.suspended@example.test')).toHaveLength(0);
    const res = await consume(token).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: INVALID_LINK });
  });

  it('refuses a wrong, an expired and an older token with the same 400, and bad bodies with a clear 400', async () => {
    const user = await createUser(t.ds, { email: 'expiring@example.test' });
    const older = await requestLink(user.username, 'expiring@example.test');
    const token = await requestLink(user.username, 'expiring@example.test');
    expect((await consume(older).expect(400)).body).toEqual({ statusCode: 400, message: INVALID_LINK });
    expect((await consume(`${token}x`).expect(400)).body).toEqual({ statusCode: 400, message: INVALID_LINK });

    await t.ds.getRepository(User).update({ id: user.id }, { signInLinkExpires: new Date(Date.now() - 1000) });
    const expired = await consume(token).expect(400);
    expect(expired.body).toEqual({ statusCode: 400, message: INVALID_LINK });
    expect(setCookies(expired)).toHaveLength(0);

    const empty = await t.http().post('/api/auth/sign-in-link/consume').set(fromIp()).send({}).expect(400);
    expect(empty.body).toEqual({ statusCode: 400, message: 'Sign-in link token is required' });
    const long = await consume('x'.repeat(5000)).expect(400);
    expect(long.body).toEqual({ statusCode: 400, message: INVALID_LINK });
    const noName = await t.http().post('/api/auth/sign-in-link').set(fromIp()).send({ username: 42 }).expect(400);
    expect(noName.body).toEqual({ statusCode: 400, message: 'Username is required' });
  });

  it('a new password voids a pending link', async () => {
    const user = await createUser(t.ds, { email: 'changes.password@example.test' });
    const token = await requestLink(user.username, 'changes.password@example.test');
    await t.http().post('/api/auth/forgot-password').set(fromIp()).send({ email: 'changes.password@example.test' });
    const reset = await t.mail.waitFor((m) => m.to.includes('changes.password@example.test'));
    const resetToken = reset.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)![1];
    await t
      .http()
      .post('/api/auth/reset-password')
      .set(fromIp())
      .send({ token: resetToken, newPassword: 'violet-harbor-engine-31' })
      .expect(200);
    expect((await consume(token).expect(400)).body).toEqual({ statusCode: 400, message: INVALID_LINK });
  });

  it('of two concurrent uses of one link only one signs in', async () => {
    const user = await createUser(t.ds, { email: 'racing@example.test' });
    const token = await requestLink(user.username, 'racing@example.test');
    const results = await Promise.all([consume(token), consume(token), consume(token)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
  });

  it('throttles link requests per account (3 an hour) and per address (10 an hour) with 429 + Retry-After', async () => {
    await t.resetRateLimits();
    const user = await createUser(t.ds, { email: 'throttled@example.test' });
    for (let i = 0; i < 3; i++)
      await t.http().post('/api/auth/sign-in-link').set(fromIp()).send({ username: user.username }).expect(200);
    const perAccount = await t
      .http()
      .post('/api/auth/sign-in-link')
      .set(fromIp())
      .send({ username: user.email })
      .expect(429);
    expect(perAccount.body).toEqual({
      statusCode: 429,
      message: 'Too many requests. Please wait an hour and try again.',
    });
    expect(Number(perAccount.headers['retry-after'])).toBeGreaterThan(0);

    const ip = fromIp();
    for (let i = 0; i < 10; i++)
      await t
        .http()
        .post('/api/auth/sign-in-link')
        .set(ip)
        .send({ username: `nobody-${i}` })
        .expect(200);
    await t.http().post('/api/auth/sign-in-link').set(ip).send({ username: 'nobody-else' }).expect(429);
    await workerIdle(t.worker!);
    expect(t.mail.to('throttled@example.test')).toHaveLength(3);
    t.mail.clear();
  });
});
