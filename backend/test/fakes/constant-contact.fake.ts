import { createHash, randomBytes, randomUUID } from 'crypto';
import { createServer, IncomingMessage, ServerResponse } from 'http';
import { AddressInfo } from 'net';
import {
  ACCOUNT_SUMMARY,
  CC_ERRORS,
  contactList,
  OAUTH_ERRORS,
  tokenResponse,
  updatedContact,
} from './fixtures/constant-contact.fixtures';
import { closeServer, RunningFake } from './index';

/**
 * A local Constant Contact (fixtures/constant-contact.fixtures.ts names the pages it follows). It answers from those
 * fixtures and refuses what the real service refuses:
 * - /authorize (GET) and /token (POST) of the Authorization Code Flow for server apps, with the client secret as
 *   Basic auth; the PKCE flow for public clients (verifier, no secret) is kept apart from it: a verifier together
 *   with the secret, or a PKCE code without its verifier, is refused. Codes work once; refresh tokens rotate.
 * - v3 routes: GET /account/summary, GET /contacts, GET /contact_lists, POST /contacts/sign_up_form, DELETE
 *   /contacts/{contact_id} (204; api_guide/contacts_delete.html; 404 for an unknown id), PUT /contacts/{contact_id}
 *   (the unsubscribe of api_guide/contacts_re-subscribe.html; each one is kept in `unsubscribes`). A missing,
 *   unknown or expired bearer token gets 401 with the documented body; another method on a route it serves
 *   gets 405; a POST body that is not application/json gets 415; an unknown path 404.
 * - 429 with error_key "throttled" (throttleNext) or "quota_exceeded" (quotaSpent), as the rate-limits page shows.
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
  update_source?: string;
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
  /** Every PUT /contacts/{id} that set permission_to_send to unsubscribed, in order. */
  unsubscribes: Array<{ contact_id: string; address: string; opt_out_reason: unknown; update_source: unknown }> = [];
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
      contact_id: randomUUID(), // v3 ids are UUIDs (api_guide/contacts_overview.html)
      email_address: { address: email, permission_to_send: permission },
      list_memberships: lists,
    };
    this.contacts.set(email.toLowerCase(), c);
    return c;
  }

  async handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', this.url);
    const body = await readBody(req);
    if (url.pathname === '/oauth2/default/v1/authorize')
      return req.method === 'GET' ? this.authorize(url, res) : notAllowed(res, 'GET');
    if (url.pathname === '/oauth2/default/v1/token')
      return req.method === 'POST' ? this.token(req, url, body, res) : notAllowed(res, 'POST');
    if (url.pathname.startsWith('/v3/')) return this.v3(req, url, body, res);
    return json(res, 404, CC_ERRORS.notFound);
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
      return json(res, 400, OAUTH_ERRORS.badAuthorizeRequest);
    }
    const code = randomBytes(16).toString('hex');
    this.codes.set(code, { challenge: pkce ? q.code_challenge : undefined, redirectUri: redirect });
    res
      .writeHead(302, { Location: `${redirect}?${new URLSearchParams({ code, state: q.state ?? '' }).toString()}` })
      .end();
  }

  /** Grant fields may come as the form body (OAuth's way) or in the query string (the guide's examples). */
  private token(req: IncomingMessage, url: URL, body: string, res: ServerResponse) {
    const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
    const f = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
    this.tokenRequests.push(f);
    const basic = req.headers.authorization?.startsWith('Basic ') ?? false;
    if (f.grant_type === 'authorization_code') {
      const pending = this.codes.get(f.code);
      this.codes.delete(f.code);
      if (!pending) return json(res, 400, OAUTH_ERRORS.invalidCode);
      if (pending.redirectUri !== f.redirect_uri) return json(res, 400, OAUTH_ERRORS.redirectMismatch);
      if (pending.challenge !== undefined) {
        // PKCE flow: a public client, identified by client_id in the body, never by a secret.
        if (basic || f.client_secret !== undefined || f.client_id !== this.clientId)
          return json(res, 400, OAUTH_ERRORS.pkceNeedsNoSecret);
        const challenge = createHash('sha256')
          .update(f.code_verifier ?? '')
          .digest('base64url');
        if (challenge !== pending.challenge) return json(res, 400, OAUTH_ERRORS.pkceFailed);
        return json(res, 200, this.issue());
      }
      if (f.code_verifier !== undefined) return json(res, 400, OAUTH_ERRORS.verifierWithoutChallenge);
      if (req.headers.authorization !== expected) return json(res, 401, OAUTH_ERRORS.invalidClient);
      return json(res, 200, this.issue());
    }
    if (req.headers.authorization !== expected) return json(res, 401, OAUTH_ERRORS.invalidClient);
    if (f.grant_type === 'refresh_token') {
      // Rotation: a refresh token works once.
      if (!this.refreshTokens.delete(f.refresh_token)) return json(res, 400, OAUTH_ERRORS.invalidRefresh);
      return json(res, 200, this.issue());
    }
    return json(res, 400, OAUTH_ERRORS.unsupportedGrant);
  }

  private issue() {
    const access = `at_${randomBytes(12).toString('hex')}`;
    const refresh = `rt_${randomBytes(12).toString('hex')}`;
    this.access.set(access, Date.now() + this.accessTtl * 1000);
    this.refreshTokens.add(refresh);
    return tokenResponse(access, refresh, this.accessTtl, 'contact_data offline_access account_read');
  }

  /** The v3 routes the fake serves, with the one method each takes. */
  private static readonly ROUTES: Record<string, 'GET' | 'POST'> = {
    '/account/summary': 'GET',
    '/contacts': 'GET',
    '/contact_lists': 'GET',
    '/contacts/sign_up_form': 'POST',
  };

  private v3(req: IncomingMessage, url: URL, body: string, res: ServerResponse) {
    const method = req.method ?? 'GET';
    this.requests.push({ at: Date.now(), method, path: url.pathname + url.search });
    const token = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
    const until = this.access.get(token);
    if (!until || until < Date.now()) {
      res.setHeader('WWW-Authenticate', 'Bearer realm=api.cc.email');
      return json(res, 401, CC_ERRORS.unauthorized);
    }
    const path = url.pathname.slice(3);
    const contactId = /^\/contacts\/([0-9a-f-]{36})$/.exec(path)?.[1];
    if (contactId && method === 'PUT') return this.putContact(req, contactId, body, res);
    if (contactId) return this.deleteContact(method, contactId, res);
    const allowed = ConstantContactFake.ROUTES[path];
    if (!allowed) return json(res, 404, CC_ERRORS.notFound);
    if (method !== allowed) return notAllowed(res, allowed);
    if (this.quotaSpent) return json(res, 429, CC_ERRORS.quotaExceeded);
    if (this.throttleNext > 0) {
      this.throttleNext--;
      return json(res, 429, CC_ERRORS.throttled);
    }
    if (path === '/account/summary')
      return json(res, 200, { ...ACCOUNT_SUMMARY, organization_name: this.organizationName });
    if (path === '/contact_lists') {
      const members = [...this.contacts.values()].filter((c) => c.list_memberships.includes(this.listId)).length;
      const lists = [contactList(this.listId, 'Site visitors', members)];
      return json(res, 200, { lists, lists_count: lists.length });
    }
    if (path === '/contacts') {
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
    // POST /contacts/sign_up_form
    return this.signUpForm(req, body, res);
  }

  /** PUT /contacts/{contact_id}: replaces the contact (names, lists, permission) with the body's. */
  private putContact(req: IncomingMessage, contactId: string, body: string, res: ServerResponse) {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return json(res, 415, CC_ERRORS.unsupportedMediaType);
    const c = [...this.contacts.values()].find((x) => x.contact_id === contactId);
    if (!c) return json(res, 404, CC_ERRORS.notFound);
    const b = parseJson<{
      email_address?: { address?: unknown; permission_to_send?: unknown; opt_out_reason?: unknown };
      update_source?: unknown;
      first_name?: string;
      last_name?: string;
      list_memberships?: string[];
    }>(body, res);
    if (!b) return;
    const e = b.email_address;
    if (typeof e?.address !== 'string' || (b.update_source !== 'Contact' && b.update_source !== 'Account'))
      return json(res, 400, CC_ERRORS.badRequest('email_address.address and update_source are required'));
    const permission = e.permission_to_send as FakeContact['email_address']['permission_to_send'] | undefined;
    Object.assign(c, {
      email_address: { address: e.address, permission_to_send: permission ?? c.email_address.permission_to_send },
      first_name: b.first_name,
      last_name: b.last_name,
      list_memberships: Array.isArray(b.list_memberships) ? b.list_memberships : [],
      update_source: b.update_source,
    });
    if (permission === 'unsubscribed')
      this.unsubscribes.push({
        contact_id: contactId,
        address: e.address,
        opt_out_reason: e.opt_out_reason,
        update_source: b.update_source,
      });
    return json(res, 200, updatedContact(c, (e.opt_out_reason as string | null | undefined) ?? null));
  }

  private deleteContact(method: string, contactId: string, res: ServerResponse) {
    if (method !== 'DELETE') return notAllowed(res, 'DELETE, PUT');
    const entry = [...this.contacts.entries()].find(([, c]) => c.contact_id === contactId);
    if (!entry) return json(res, 404, CC_ERRORS.notFound);
    this.contacts.delete(entry[0]);
    res.writeHead(204).end();
  }

  private signUpForm(req: IncomingMessage, body: string, res: ServerResponse) {
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return json(res, 415, CC_ERRORS.unsupportedMediaType);
    const b = parseJson<{
      email_address?: unknown;
      list_memberships?: unknown;
      first_name?: string;
      last_name?: string;
    }>(body, res);
    if (!b) return;
    if (typeof b.email_address !== 'string' || !Array.isArray(b.list_memberships) || !b.list_memberships.length)
      return json(res, 400, CC_ERRORS.badRequest('email_address and list_memberships are required'));
    const lists = b.list_memberships as string[];
    const existing = this.contacts.get(b.email_address.toLowerCase());
    if (existing) {
      // Like the real endpoint: a sign-up opts the contact back in.
      existing.email_address.permission_to_send = 'implicit';
      existing.list_memberships = [...new Set([...existing.list_memberships, ...lists])];
      return json(res, 200, { contact_id: existing.contact_id, action: 'updated' });
    }
    const c = this.addContact(b.email_address, 'implicit', lists);
    Object.assign(c, { first_name: b.first_name, last_name: b.last_name });
    return json(res, 201, { contact_id: c.contact_id, action: 'created' });
  }
}

/** The request's JSON body, or undefined once a 400 has answered malformed JSON as Constant Contact does. */
function parseJson<T>(body: string, res: ServerResponse): T | undefined {
  try {
    return JSON.parse(body || '{}') as T;
  } catch {
    json(
      res,
      400,
      CC_ERRORS.badRequest('Bad request. Either the JSON was malformed or there was a data validation error.'),
    );
    return undefined;
  }
}

function notAllowed(res: ServerResponse, allow: string) {
  res.setHeader('Allow', allow);
  return json(res, 405, CC_ERRORS.methodNotAllowed);
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
