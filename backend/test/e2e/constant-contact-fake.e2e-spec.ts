import { createHash, randomBytes } from 'crypto';
import { CC_ERRORS, OAUTH_ERRORS } from '../fakes/fixtures/constant-contact.fixtures';
import { ConstantContactFake, startConstantContactFake } from '../fakes/constant-contact.fake';

/**
 * The Constant Contact fake is a contract: it must refuse what Constant Contact refuses, or the client's tests prove
 * nothing. These calls go straight to the fake, the way a misbehaving client would make them.
 */
describe('Constant Contact fake refuses what Constant Contact refuses', () => {
  let fake: ConstantContactFake;
  let close: () => Promise<void>;
  const redirectUri = 'http://app.test/api/constant-contact/oauth/callback';
  const basic = () => `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`;

  beforeAll(async () => {
    const started = await startConstantContactFake();
    fake = started.fake;
    close = started.close;
  });
  afterAll(() => close());

  /** Steps 1-3 of a flow: the code the authorization server redirects back with. */
  async function codeFor(extra: Record<string, string> = {}) {
    const q = new URLSearchParams({
      client_id: fake.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: 'contact_data offline_access',
      state: 'state-123',
      ...extra,
    });
    const res = await fetch(`${fake.url}/oauth2/default/v1/authorize?${q.toString()}`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location')!).searchParams.get('code')!;
  }

  const token = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${fake.url}/oauth2/default/v1/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json', ...headers },
      body: new URLSearchParams(form).toString(),
    });

  async function accessToken(): Promise<string> {
    const res = await token(
      { grant_type: 'authorization_code', code: await codeFor(), redirect_uri: redirectUri },
      { Authorization: basic() },
    );
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  describe('token endpoint', () => {
    it('refuses a PKCE verifier sent together with the client secret (server flow code)', async () => {
      const verifier = randomBytes(32).toString('base64url');
      const res = await token(
        {
          grant_type: 'authorization_code',
          code: await codeFor(),
          redirect_uri: redirectUri,
          code_verifier: verifier,
        },
        { Authorization: basic() },
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual(OAUTH_ERRORS.verifierWithoutChallenge);
    });

    it('refuses the client secret on a PKCE code, even with the right verifier', async () => {
      const verifier = randomBytes(32).toString('base64url');
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      const code = await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' });
      const withSecret = await token(
        {
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          client_id: fake.clientId,
          code_verifier: verifier,
        },
        { Authorization: basic() },
      );
      expect(withSecret.status).toBe(400);
      expect(await withSecret.json()).toEqual(OAUTH_ERRORS.pkceNeedsNoSecret);

      // The PKCE flow as documented (client_id + verifier, no secret) works; the code was spent above, so a new one.
      const code2 = await codeFor({ code_challenge: challenge, code_challenge_method: 'S256' });
      const pkce = await token({
        grant_type: 'authorization_code',
        code: code2,
        redirect_uri: redirectUri,
        client_id: fake.clientId,
        code_verifier: verifier,
      });
      expect(pkce.status).toBe(200);
    });

    it('answers the documented server flow, once per code, and refuses a wrong secret', async () => {
      const code = await codeFor();
      const wrong = await token(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        { Authorization: `Basic ${Buffer.from(`${fake.clientId}:not-the-secret`).toString('base64')}` },
      );
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual(OAUTH_ERRORS.invalidClient);
      const good = await token(
        { grant_type: 'authorization_code', code: await codeFor(), redirect_uri: redirectUri },
        { Authorization: basic() },
      );
      expect(good.status).toBe(200);
      expect(await good.json()).toEqual({
        token_type: 'Bearer',
        expires_in: 86_400,
        access_token: expect.stringMatching(/^at_/),
        scope: 'contact_data offline_access account_read',
        refresh_token: expect.stringMatching(/^rt_/),
      });
      const again = await token(
        { grant_type: 'authorization_code', code, redirect_uri: redirectUri },
        { Authorization: basic() },
      );
      expect(again.status).toBe(400);
    });

    it('refuses another method than POST', async () => {
      const res = await fetch(`${fake.url}/oauth2/default/v1/token`, { method: 'GET' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
    });
  });

  describe('v3 routes', () => {
    const routes: Array<[string, string, string]> = [
      ['GET', '/v3/account/summary', 'POST'],
      ['GET', '/v3/contacts', 'DELETE'],
      ['GET', '/v3/contact_lists', 'PUT'],
      ['POST', '/v3/contacts/sign_up_form', 'GET'],
    ];

    it.each(routes)('%s %s refuses a missing or invalid bearer token with the documented 401', async (method, path) => {
      for (const authorization of [undefined, 'Bearer not-a-token', `Basic ${Buffer.from('a:b').toString('base64')}`]) {
        const res = await fetch(`${fake.url}${path}`, {
          method,
          headers: { ...(authorization ? { Authorization: authorization } : {}), 'Content-Type': 'application/json' },
          body:
            method === 'POST'
              ? JSON.stringify({ email_address: 'a@example.test', list_memberships: [fake.listId] })
              : undefined,
        });
        expect(res.status).toBe(401);
        expect(res.headers.get('www-authenticate')).toBe('Bearer realm=api.cc.email');
        expect(await res.json()).toEqual(CC_ERRORS.unauthorized);
      }
    });

    it.each(routes)('%s %s refuses another method (%s) with 405', async (allowed, path, other) => {
      const res = await fetch(`${fake.url}${path}`, {
        method: other,
        headers: { Authorization: `Bearer ${await accessToken()}`, 'Content-Type': 'application/json' },
        body: other === 'GET' ? undefined : '{}',
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe(allowed);
      expect(await res.json()).toEqual(CC_ERRORS.methodNotAllowed);
    });

    it('refuses a sign-up that is not JSON (415) and an expired token (401)', async () => {
      const at = await accessToken();
      const form = await fetch(`${fake.url}/v3/contacts/sign_up_form`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${at}`, 'Content-Type': 'text/plain' },
        body: 'email_address=a@example.test',
      });
      expect(form.status).toBe(415);
      fake.expireAccessTokens();
      const expired = await fetch(`${fake.url}/v3/account/summary`, { headers: { Authorization: `Bearer ${at}` } });
      expect(expired.status).toBe(401);
    });

    it('answers the rate-limit bodies of the rate-limits page', async () => {
      const at = await accessToken();
      fake.throttleNext = 1;
      const throttled = await fetch(`${fake.url}/v3/account/summary`, { headers: { Authorization: `Bearer ${at}` } });
      expect([throttled.status, await throttled.json()]).toEqual([
        429,
        { error_key: 'throttled', error_message: 'Too Many Requests' },
      ]);
      fake.quotaSpent = true;
      try {
        const spent = await fetch(`${fake.url}/v3/account/summary`, { headers: { Authorization: `Bearer ${at}` } });
        expect([spent.status, await spent.json()]).toEqual([
          429,
          { error_key: 'quota_exceeded', error_message: 'Limit Exceeded' },
        ]);
        expect(spent.headers.get('retry-after')).toBeNull();
      } finally {
        fake.quotaSpent = false;
      }
    });
  });
});
