import { mkdtempSync, rmSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { createAdmin, createUser, TEST_PASSWORD } from '../support/factories';
import { PRODUCTION_ADDRESSES } from '../support/production-env';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { LEAK } from './support/db-snapshot';

const ALLOWED_ORIGIN = 'https://allowed.example.test';

/**
 * Helmet headers, the session cookie and CORS, on an app started as in production
 * (NODE_ENV=production with the variables production requires) serving a built index.html.
 */
describe('headers, cookies and CORS (production mode)', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(join(tmpdir(), 'iac-static-'));
    writeFileSync(
      join(staticDir, 'index.html'),
      '<!doctype html><html><head><title>Site</title></head><body><div id="root"></div></body></html>',
    );
    t = await createTestApp({
      worker: false,
      swagger: true,
      env: {
        NODE_ENV: 'production',
        ...PRODUCTION_ADDRESSES,
        APP_URL: 'http://app.test',
        JWT_SECRET: 'Zq8vR2mW9xK4pL7nT1bY6cH3fJ5sD0gA-prod-strength',
        ADMIN_PASSWORD: 'a-long-unpublished-password',
        STATIC_DIR: staticDir,
        CORS_ORIGINS: ALLOWED_ORIGIN,
        // The TLS-terminating proxy in front of the app says https with X-Forwarded-Proto.
        TRUST_PROXY: 'loopback',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const expectHelmet = (headers: Record<string, string>) => {
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  };

  it('sends helmet headers on API answers, errors included', async () => {
    expectHelmet((await t.http().get('/api/health')).headers);
    expectHelmet((await t.http().get('/api/no-such-route')).headers);
    expectHelmet((await t.http().get('/api/admin/users')).headers);
  });

  it('sends HSTS only on a request that came over https', async () => {
    const plain = await t.http().get('/api/health');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const secure = await t.http().get('/api/health').set('X-Forwarded-Proto', 'https');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('never lets a cache keep the API reference, for admins included', async () => {
    const cookie = await t.cookieFor(await createAdmin(t.ds));
    const res = await t.http().get('/api/docs-json').set('Cookie', cookie).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.openapi).toMatch(/^3\./);
  });

  it('serves index.html for site routes with helmet headers and no caching', async () => {
    for (const path of ['/', '/student-login', '/admin/users']) {
      const res = await t.http().get(path).expect(200);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
      expectHelmet(res.headers);
    }
  });

  it('sets the session cookie HttpOnly, SameSite=Lax and Secure in production', async () => {
    const user = await createUser(t.ds);
    const res = await t
      .http()
      .post('/api/auth/login')
      .set(XHR)
      .send({ username: user.username, password: TEST_PASSWORD })
      .expect(200);
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    // The session, and the known-client mark used by sign-in throttling: both HttpOnly, Secure, SameSite=Lax.
    expect(cookies.map((c) => c.split('=')[0])).toEqual(['session', 'known_client']);
    for (const c of cookies) expect(c).toMatch(/; HttpOnly; Secure; SameSite=Lax/i);
    const [cookie] = cookies;
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; Path=\//i);

    const out = await t.http().post('/api/auth/logout').set(XHR).set('Cookie', cookie.split(';')[0]).expect(200);
    const cleared = ([] as string[]).concat(out.headers['set-cookie'] ?? [])[0];
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared).toMatch(/; HttpOnly/i);
    expect(cleared).toMatch(/; Secure/i);
  });

  it('shows no stack trace, SQL or driver error in any error body', async () => {
    const admin = await createAdmin(t.ds);
    const cookie = await t.cookieFor(admin);
    const answers = await Promise.all([
      t.http().post('/api/auth/login').set(XHR).set('Content-Type', 'application/json').send('{"username":'),
      t.http().post('/api/auth/login').set(XHR).send({ username: 'x\u0000y', password: 'p' }),
      t.http().put('/api/admin/users/not-a-uuid').set(XHR).set('Cookie', cookie).send({ firstName: 'x' }),
      t.http().delete("/api/admin/users/'%3B%20DROP%20TABLE%20users").set(XHR).set('Cookie', cookie),
      t.http().get('/api/admin/users').set('Cookie', 'session=forged.jwt.value'),
      t
        .http()
        .post('/api/visitors/actions')
        .set(XHR)
        .send({ visitorId: 'not-a-uuid', action: 'page_view', actionData: {} }),
      t.http().get('/api/no-such-route'),
      t.http().post('/api/health').set(XHR).send({}),
    ]);
    for (const res of answers) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body).toEqual({ statusCode: res.status, message: expect.any(String) });
      expect(res.text).not.toMatch(LEAK);
    }
  });

  it('closes CORS to unknown origins and opens it only to the configured one', async () => {
    const unknown = await t.http().get('/api/health').set('Origin', 'https://evil.example');
    expect(unknown.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await t
      .http()
      .options('/api/auth/login')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();

    const allowed = await t.http().get('/api/health').set('Origin', ALLOWED_ORIGIN);
    expect(allowed.headers['access-control-allow-origin']).toBe(ALLOWED_ORIGIN);
    expect(allowed.headers['access-control-allow-credentials']).toBe('true');
  });
});
