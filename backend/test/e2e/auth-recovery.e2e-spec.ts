import { createHash } from 'crypto';
import { User } from '../../src/modules/auth/entities/user.entity';
import { createAdmin, createUser, TEST_PASSWORD } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';

const RESET_SENT = 'If an account with that email exists, a password reset link has been sent.';
const USERNAME_SENT = 'If an account with that email exists, a username reminder has been sent.';
const INVALID_LINK = 'This password reset link is invalid or has expired. Please request a new one.';

describe('auth: forgot password, forgot username, reset password', () => {
  let t: TestApp;
  let ipSeq = 0;
  const fromIp = () => ({ ...XHR, 'X-Forwarded-For': `198.51.100.${++ipSeq}` });

  beforeAll(async () => {
    // Client addresses come from X-Forwarded-For only because this app trusts its loopback proxy (TRUST_PROXY).
    t = await createTestApp({ env: { TRUST_PROXY: 'loopback' } });
  });
  afterAll(() => t.close());

  const tokenFrom = (text: string) => {
    const m = text.match(/http:\/\/app\.test\/reset-password\?token=([A-Za-z0-9_-]+)/);
    if (!m) throw new Error(`no reset link in: ${text}`);
    return m[1];
  };

  async function requestReset(email: string): Promise<string> {
    await t.http().post('/api/auth/forgot-password').set(fromIp()).send({ email }).expect(200);
    const mail = await t.mail.waitFor((m) => m.to.includes(email) && m.subject === 'Reset your password');
    t.mail.clear();
    return tokenFrom(mail.text);
  }

  it('forgot-password e-mails a one-hour link whose token is stored only as its SHA-256', async () => {
    const user = await createUser(t.ds, { email: 'reset-me@example.test', firstName: 'Rita' });
    const res = await t
      .http()
      .post('/api/auth/forgot-password')
      .set(fromIp())
      .send({ email: ' Reset-Me@Example.test ' })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: RESET_SENT });
    const mail = await t.mail.waitFor((m) => m.to.includes('reset-me@example.test'));
    t.mail.clear();
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('Hello Rita,');
    expect(mail.html).toContain('href="http://app.test/reset-password?token=');
    const token = tokenFrom(mail.text);
    const stored = await t.ds.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.passwordResetToken).toBe(createHash('sha256').update(token).digest('hex'));
    expect(stored.passwordResetToken).not.toContain(token);
    const minutesLeft = (stored.passwordResetExpires!.getTime() - Date.now()) / 60000;
    expect(minutesLeft).toBeGreaterThan(55);
    expect(minutesLeft).toBeLessThanOrEqual(60);
  });

  it('answers an unknown address exactly as a known one and sends nothing', async () => {
    await createUser(t.ds, { email: 'known@example.test' });
    const known = await t
      .http()
      .post('/api/auth/forgot-password')
      .set(fromIp())
      .send({ email: 'known@example.test' })
      .expect(200);
    const unknown = await t
      .http()
      .post('/api/auth/forgot-password')
      .set(fromIp())
      .send({ email: 'unknown@example.test' })
      .expect(200);
    expect(unknown.body).toEqual(known.body);
    const knownU = await t
      .http()
      .post('/api/auth/forgot-username')
      .set(fromIp())
      .send({ email: 'known@example.test' })
      .expect(200);
    const unknownU = await t
      .http()
      .post('/api/auth/forgot-username')
      .set(fromIp())
      .send({ email: 'unknown@example.test' })
      .expect(200);
    expect(unknownU.body).toEqual(knownU.body);
    expect(knownU.body).toEqual({ success: true, message: USERNAME_SENT });
    await t.mail.waitFor((m) => m.to.includes('known@example.test') && m.subject === 'Your username');
    await t.mail.waitFor((m) => m.to.includes('known@example.test') && m.subject === 'Reset your password');
    expect(t.mail.to('unknown@example.test')).toHaveLength(0);
    t.mail.clear();
  });

  it('sends no mail to an inactive or suspended account, with the same answer', async () => {
    await createUser(t.ds, { email: 'parked@example.test', enrollmentStatus: 'suspended' });
    const res = await t
      .http()
      .post('/api/auth/forgot-password')
      .set(fromIp())
      .send({ email: 'parked@example.test' })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: RESET_SENT });
    // A mail to another address queued afterwards arrives; none for the suspended account before it.
    await createUser(t.ds, { email: 'marker@example.test' });
    await t.http().post('/api/auth/forgot-username').set(fromIp()).send({ email: 'marker@example.test' }).expect(200);
    await t.mail.waitFor((m) => m.to.includes('marker@example.test'));
    expect(t.mail.to('parked@example.test')).toHaveLength(0);
    t.mail.clear();
  });

  it('forgot-username e-mails the username with the sign-in link of the account type', async () => {
    await createUser(t.ds, { username: 'forgetful.fred', email: 'fred@example.test' });
    await createAdmin(t.ds, { username: 'boss.bea', email: 'bea@example.test' });
    await t.http().post('/api/auth/forgot-username').set(fromIp()).send({ email: 'fred@example.test' }).expect(200);
    await t.http().post('/api/auth/forgot-username').set(fromIp()).send({ email: 'bea@example.test' }).expect(200);
    const fred = await t.mail.waitFor((m) => m.to.includes('fred@example.test'));
    const bea = await t.mail.waitFor((m) => m.to.includes('bea@example.test'));
    expect(fred.text).toContain('Your username is: forgetful.fred');
    expect(fred.text).toContain('http://app.test/student-login');
    expect(bea.text).toContain('Your username is: boss.bea');
    expect(bea.text).toContain('http://app.test/admin-login');
    t.mail.clear();
  });

  it('refuses a malformed address with the spec text', async () => {
    for (const path of ['/api/auth/forgot-password', '/api/auth/forgot-username']) {
      const res = await t.http().post(path).set(fromIp()).send({ email: 'not-an-email' }).expect(400);
      expect(res.body).toEqual({ statusCode: 400, message: 'Please enter a valid email address' });
    }
  });

  it('resets the password with the token: the new one signs in, the old one no longer does, the token is spent', async () => {
    const user = await createUser(t.ds, { email: 'newpass@example.test' });
    const token = await requestReset('newpass@example.test');
    const res = await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ token, newPassword: 'brand-new-secret' })
      .expect(200);
    expect(res.body).toEqual({
      success: true,
      message: 'Your password has been reset. You can now log in with your new password.',
    });

    await t
      .http()
      .post('/api/auth/login')
      .set(fromIp())
      .send({ username: user.username, password: 'brand-new-secret' })
      .expect(200);
    await t
      .http()
      .post('/api/auth/login')
      .set(fromIp())
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(401);
    const stored = await t.ds.getRepository(User).findOneByOrFail({ id: user.id });
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/);
    expect(stored.passwordResetToken).toBeNull();
    expect(stored.passwordResetExpires).toBeNull();

    const again = await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ token, newPassword: 'another-secret' })
      .expect(400);
    expect(again.body).toEqual({ statusCode: 400, message: INVALID_LINK });
  });

  it("refuses a new password made of the account's own names (username plus digits), and keeps the link usable", async () => {
    await createUser(t.ds, {
      username: 'marisol.quenby',
      email: 'mq.reset@example.test',
      firstName: 'Marisol',
      lastName: 'Quenby',
    });
    const token = await requestReset('mq.reset@example.test');
    for (const guessable of ['marisol.quenby2024', 'Marisol.Quenby.1987', 'mq.reset@example.test99']) {
      const res = await t
        .http()
        .post('/api/auth/reset-password')
        .set(XHR)
        .send({ token, newPassword: guessable })
        .expect(400);
      expect([guessable, res.body.message]).toEqual([
        guessable,
        'This password is too easy to guess. Use a longer phrase or less common words.',
      ]);
    }
    await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ token, newPassword: 'violet-harbor-engine-31' })
      .expect(200);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(t.ds, { email: 'late@example.test' });
    const token = await requestReset('late@example.test');
    await t.ds.getRepository(User).update({ id: user.id }, { passwordResetExpires: new Date(Date.now() - 1000) });
    const res = await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ token, newPassword: 'too-late-now' })
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, message: INVALID_LINK });
    await t
      .http()
      .post('/api/auth/login')
      .set(fromIp())
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(200);
  });

  it('a newer request replaces the older link', async () => {
    await createUser(t.ds, { email: 'twice@example.test' });
    const first = await requestReset('twice@example.test');
    const second = await requestReset('twice@example.test');
    await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ token: first, newPassword: 'first-link-pass' })
      .expect(400);
    await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ token: second, newPassword: 'second-link-pass' })
      .expect(200);
  });

  it('refuses an unknown token, a missing token and a short password with messages', async () => {
    const unknown = await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ token: 'made-up', newPassword: 'long-enough-1' })
      .expect(400);
    expect(unknown.body).toEqual({ statusCode: 400, message: INVALID_LINK });
    const missing = await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ newPassword: 'long-enough-1' })
      .expect(400);
    expect(missing.body).toEqual({ statusCode: 400, message: 'Reset token is required' });
    const short = await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ token: 'abc', newPassword: 'short' })
      .expect(400);
    expect(short.body).toEqual({ statusCode: 400, message: 'Password must be at least 10 characters long.' });
    // The token is checked before the (costly) strength estimate: an unknown token never gets that far.
    const common = await t
      .http()
      .post('/api/auth/reset-password')
      .set(XHR)
      .send({ token: 'abc', newPassword: 'password12345' })
      .expect(400);
    expect(common.body).toEqual({ statusCode: 400, message: INVALID_LINK });
  });

  it('limits password attempts to 10 per hour per link and 20 per hour per address of the caller', async () => {
    await createUser(t.ds, { email: 'many-tries@example.test' });
    const token = await requestReset('many-tries@example.test');
    const attempt = (ip: Record<string, string>, body: object) =>
      t.http().post('/api/auth/reset-password').set(ip).send(body);
    // One link: 10 attempts from different addresses, then refused wherever it comes from, valid or not.
    for (let i = 0; i < 10; i++) await attempt(fromIp(), { token, newPassword: 'password12345' }).expect(400);
    const perLink = await attempt(fromIp(), { token, newPassword: 'violet-harbor-engine-31' }).expect(429);
    expect(perLink.body).toEqual({ statusCode: 429, message: 'Too many attempts. Please wait an hour and try again.' });
    expect(Number(perLink.headers['retry-after'])).toBeGreaterThan(3500);
    // One address: 20 attempts with made-up tokens, then refused for any token.
    const ip = fromIp();
    for (let i = 0; i < 20; i++) await attempt(ip, { token: `made-up-${i}`, newPassword: 'long-enough-1' }).expect(400);
    await attempt(ip, { token: 'made-up-21', newPassword: 'long-enough-1' }).expect(429);
    await attempt(fromIp(), { token: 'made-up-21', newPassword: 'long-enough-1' }).expect(400);
  });

  it('limits reminders to 3 per hour per address (429), with the same answer for unknown addresses', async () => {
    await createUser(t.ds, { email: 'spammed@example.test' });
    for (const email of ['spammed@example.test', 'ghost@example.test']) {
      for (let i = 0; i < 3; i++)
        await t.http().post('/api/auth/forgot-username').set(fromIp()).send({ email }).expect(200);
      const res = await t.http().post('/api/auth/forgot-username').set(fromIp()).send({ email }).expect(429);
      expect(res.body).toEqual({ statusCode: 429, message: 'Too many requests. Please wait an hour and try again.' });
    }
  });

  it('limits reminders to 20 per hour per address of the caller', async () => {
    const ip = fromIp();
    for (let i = 0; i < 20; i++) {
      await t
        .http()
        .post('/api/auth/forgot-password')
        .set(ip)
        .send({ email: `someone-${i}@example.test` })
        .expect(200);
    }
    await t.http().post('/api/auth/forgot-password').set(ip).send({ email: 'one-more@example.test' }).expect(429);
    await t.http().post('/api/auth/forgot-password').set(fromIp()).send({ email: 'one-more@example.test' }).expect(200);
  });
});
