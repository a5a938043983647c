import { createHash, randomBytes } from 'crypto';
import { createServer, IncomingMessage, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import { closeServer, RunningFake } from './index';

/**
 * A local Constant Contact, following its developer guide (developer.constantcontact.com):
 * - "OAuth2 Authorization Code Flow" (api_guide/server_flow.html), for server apps: /authorize takes client_id,
 *   redirect_uri, response_type=code, scope and state and redirects back with code and state; /token takes
 *   grant_type=authorization_code, code and redirect_uri with the client id and secret as HTTP Basic auth.
 * - "OAuth2 PKCE Flow" (api_guide/pkce_flow.html) is for public clients: code_challenge at /authorize, then
 *   code_verifier and client_id at /token and no client secret. The fake keeps the flows apart as the guide
 *   does: a secret together with a verifier, or a PKCE code redeemed without its verifier, is refused.
 * - Refresh tokens rotate (a refresh token works once).
 * - v3 API parts we call (account/summary, contacts, contacts/sign_up_form, contact_lists) with its error shape
 *   [{error_key, error_message}]: 401 for bad tokens; 429 with error_key "throttled" over 4 requests a second or
 *   "quota_exceeded" over the 10,000 requests a day (api_guide/rate_limits.html).
 */
export interface FakeContact {
  contact_id: string;
  email_address: {
    address: string;
    permission_to_send: 'implicit' | 'explicit' | 'unsubscribed' | 'pending_confirmation';
  };
  first_name?: string;
  last_name?: string;
  list_memberships: string[];
}

export class ConstantContactFake {
  readonly clientId = 'cc-fake-client';
  readonly clientSecret = 'cc-fake-secret';
  readonly listId = '07936f78-662a-11eb-af0a-fa163e56c9b0';
  readonly organizationName = 'Investor Agent Academy';
  /** Seconds an access token lives (tests shorten it to force refreshes). */
  accessTtl = 86_400;
  /** Answer the next N v3 requests with 429 throttled (the per-second limit). */
  throttleNext = 0;
  /** While true, every v3 request answers 429 quota_exceeded (the daily quota is spent). */
  quotaSpent = false;
  contacts = new Map<string, FakeContact>();
  /** Every v3 request: time, method and path (for rate checks). */
  requests: Array<{ at: number; method: string; path: string }> = [];
  tokenRequests: Array<Record<string, string>> = [];
  private codes = new Map<string, { challenge?: string; redirectUri: string }>();
  private access = new Map<string, number>();
  private refreshTokens = new Set<string>();
  url = '';

  env(): Record<string, string> {
    return {
      CONSTANT_CONTACT_API_URL: `${this.url}/v3`,
      CONSTANT_CONTACT_AUTH_URL: `${this.url}/oauth2/default/v1`,
      CONSTANT_CONTACT_CLIENT_ID: this.clientId,
      CONSTANT_CONTACT_CLIENT_SECRET: this.clientSecret,
      CONSTANT_CONTACT_LIST_ID: this.listId,
      TOKEN_ENCRYPTION_KEY: createHash('sha256').update(`cc-fake-key-${this.url}`).digest('hex'),
    };
  }

  /** Invalidates every access token (as if they had expired at the provider). */
  expireAccessTokens() {
    this.access.clear();
  }

  addContact(email: string, permission: FakeContact['email_address']['permission_to_send'], lists: string[] = []) {
    const c: FakeContact = {
      contact_id: randomBytes(8).toString('hex'),
      email_address: { address: email, permission_to_send: permission },
      list_memberships: lists,
    };
    this.contacts.set(email.toLowerCase(), c);
    return c;
  }

  async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const body = await readBody(req);
    if (url.pathname === '/oauth2/default/v1/authorize' && req.method === 'GET') return this.authorize(url, res);
    if (url.pathname === '/oauth2/default/v1/token' && req.method === 'POST') return this.token(req, body, res);
    if (url.pathname.startsWith('/v3/')) return this.v3(req, url, body, res);
    return json(res, 404, [{ error_key: 'not_found', error_message: 'Not found' }]);
  }

  private authorize(url: URL, res: ServerResponse) {
    const q = Object.fromEntries(url.searchParams);
    const redirect = q.redirect_uri;
    const pkce = q.code_challenge !== undefined;
    if (
      q.client_id !== this.clientId ||
      !redirect ||
      q.response_type !== 'code' ||
      !q.scope ||
      !q.state ||
      (pkce && (q.code_challenge_method !== 'S256' || !q.code_challenge))
    ) {
      return json(res, 400, { error: 'invalid_request', error_description: 'Bad authorization request' });
    }
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { challenge: pkce ? q.code_challenge : undefined, redirectUri: redirect });
    res
      .writeHead(302, { Location: `${redirect}?${new URLSearchParams({ code, state: q.state ?? '' }).toString()}` })
      .end();
  }

  private token(req: IncomingMessage, body: string, res: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    const f = Object.fromEntries(new URLSearchParams(body));
    this.tokenRequests.push(f);
    if (f.grant_type === 'authorization_code') {
      const pending = this.codes.get(f.code);
      this.codes.delete(f.code);
      if (!pending || pending.redirectUri !== f.redirect_uri)
        return json(res, 400, { error: 'invalid_grant', error_description: 'The authorization code is invalid.' });
      if (pending.challenge !== undefined) {
        // PKCE flow: a public client, identified by client_id in the body, never by a secret.
        const challenge = createHash('sha256')
          .update(f.code_verifier ?? '')
          .digest('base64url');
        if (req.headers.authorization || f.client_id !== this.clientId)
          return json(res, 400, {
            error: 'invalid_request',
            error_description: 'PKCE flow takes client_id, no secret.',
          });
        if (challenge !== pending.challenge)
          return json(res, 400, { error: 'invalid_grant', error_description: 'PKCE verification failed.' });
        return json(res, 200, this.issue());
      }
      if (f.code_verifier !== undefined)
        return json(res, 400, { error: 'invalid_request', error_description: 'code_verifier without a PKCE request.' });
      if (req.headers.authorization !== expected)
        return json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
      return json(res, 200, this.issue());
    }
    if (req.headers.authorization !== expected)
      return json(res, 401, { error: 'invalid_client', error_description: 'Client authentication failed' });
    if (f.grant_type === 'refresh_token') {
      // Rotation: a refresh token works once.
      if (!this.refreshTokens.delete(f.refresh_token))
        return json(res, 400, {
          error: 'invalid_grant',
          error_description: 'The refresh token is invalid or expired.',
        });
      return json(res, 200, this.issue());
    }
    return json(res, 400, { error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
  }

  private issue() {
    const access_token = `at_${randomBytes(12).toString('hex')}`;
    const refresh_token = `rt_${randomBytes(12).toString('hex')}`;
    this.access.set(access_token, Date.now() + this.accessTtl * 1000);
    this.refreshTokens.add(refresh_token);
    return {
      token_type: 'Bearer',
      expires_in: this.accessTtl,
      access_token,
      refresh_token,
      scope: 'contact_data offline_access account_read',
    };
  }

  private v3(req: IncomingMessage, url: URL, body: string, res: ServerResponse) {
    this.requests.push({ at: Date.now(), method: req.method ?? 'GET', path: url.pathname + url.search });
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    const until = this.access.get(token);
    if (!until || until < Date.now())
      return json(res, 401, [{ error_key: 'unauthorized', error_message: 'Unauthorized' }]);
    if (this.quotaSpent)
      return json(res, 429, [{ error_key: 'quota_exceeded', error_message: 'Daily request quota exceeded' }]);
    if (this.throttleNext > 0) {
      this.throttleNext--;
      return json(res, 429, [{ error_key: 'throttled', error_message: 'Too many requests' }]);
    }
    const path = url.pathname.slice(3);
    if (path === '/account/summary')
      return json(res, 200, {
        organization_name: this.organizationName,
        contact_email: 'owner@example.test',
        country_code: 'US',
      });
    if (path === '/contact_lists') {
      const lists = [
        {
          list_id: this.listId,
          name: 'Site visitors',
          membership_count: [...this.contacts.values()].filter((c) => c.list_memberships.includes(this.listId)).length,
        },
      ];
      return json(res, 200, { lists, lists_count: lists.length });
    }
    if (path === '/contacts' && req.method === 'GET') {
      const email = url.searchParams.get('email')?.toLowerCase();
      const all = [...this.contacts.values()];
      const contacts = email
        ? all.filter((c) => c.email_address.address.toLowerCase() === email)
        : all.slice(0, Number(url.searchParams.get('limit') ?? 50));
      return json(res, 200, {
        contacts,
        ...(url.searchParams.get('include_count') === 'true' ? { contacts_count: all.length } : {}),
      });
    }
    if (path === '/contacts/sign_up_form' && req.method === 'POST') {
      const b = JSON.parse(body || '{}');
      if (!b.email_address || !Array.isArray(b.list_memberships) || !b.list_memberships.length) {
        return json(res, 400, [
          {
            error_key: 'contacts.api.validation.error',
            error_message: 'email_address and list_memberships are required',
          },
        ]);
      }
      const existing = this.contacts.get(String(b.email_address).toLowerCase());
      if (existing) {
        // Like the real endpoint: a sign-up opts the contact back in.
        existing.email_address.permission_to_send = 'implicit';
        existing.list_memberships = [...new Set([...existing.list_memberships, ...b.list_memberships])];
        return json(res, 200, { contact_id: existing.contact_id, action: 'updated' });
      }
      const c = this.addContact(b.email_address, 'implicit', b.list_memberships);
      Object.assign(c, { first_name: b.first_name, last_name: b.last_name });
      return json(res, 201, { contact_id: c.contact_id, action: 'created' });
    }
    return json(res, 404, [{ error_key: 'not_found', error_message: 'Not found' }]);
  }
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}

export async function startConstantContactFake(): Promise<RunningFake & { fake: ConstantContactFake }> {
  const fake = new ConstantContactFake();
  const server = createServer((req, res) => void fake.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { env: fake.env(), close: () => closeServer(server), fake };
}
