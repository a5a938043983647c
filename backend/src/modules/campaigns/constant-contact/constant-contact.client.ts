import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../core/config/app-config';
import { ProviderCause, ProviderError } from '../../../core/http-client/provider-error';
import { ProviderHttp } from '../../../core/http-client/provider-http';
import { CC_CALLBACK_PATH, CC_DAILY_QUOTA, CC_REQUESTS_PER_SECOND, CC_SCOPES } from '../campaigns.constants';
import { nextUtcMidnight } from './constant-contact-quota.service';

export const CONSTANT_CONTACT = 'Constant Contact';
const TIMEOUT_MS = 15_000;

/** A throttled call waits this long before its retry: the limit is per second. */
const THROTTLE_WAIT_MS = 1000;

/**
 * Constant Contact's own 429 causes (developer.constantcontact.com, api_guide/rate_limits.html). Both answer 429
 * "Too Many Requests" and differ only by error_key: `quota_exceeded` (10,000 requests a day, reset at 00:00 UTC)
 * means nothing works until midnight, so it is "quota used up until <time>" and never retried here; `throttled`
 * (4 requests a second) is retried after a second. No Retry-After header is sent.
 */
export function classifyConstantContact(
  status: number,
  body: unknown,
  now = new Date(),
): { reason: ProviderCause; detail: string; retryAfterMs?: number } | undefined {
  if (status !== 429) return undefined;
  if (errorKey(body) === 'quota_exceeded') {
    const until = nextUtcMidnight(now);
    return {
      reason: 'quota-exhausted',
      detail: `daily request quota (${CC_DAILY_QUOTA.toLocaleString('en-US')}) used up until ${until.toISOString()}`,
      retryAfterMs: until.getTime() - now.getTime(),
    };
  }
  return {
    reason: 'throttled',
    detail: `${errorMessage(body) ?? 'Too Many Requests'} (over ${CC_REQUESTS_PER_SECOND} requests a second)`,
    retryAfterMs: THROTTLE_WAIT_MS,
  };
}

/** The daily quota is spent: every call fails until the time in the error (the next 00:00 UTC). */
export const isQuotaExhausted = (err: unknown): err is ProviderError =>
  err instanceof ProviderError && err.provider === CONSTANT_CONTACT && err.reason === 'quota-exhausted';

/** Constant Contact answered with this HTTP status (401: the access token is invalid or expired). */
export const hasStatus = (err: unknown, ...statuses: number[]): err is ProviderError =>
  err instanceof ProviderError && err.provider === CONSTANT_CONTACT && statuses.includes(err.status ?? 0);

export interface CcTokenResponse {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope?: string;
}
export interface CcAccountSummary {
  organization_name?: string;
  contact_email?: string;
}
export interface CcContactList {
  list_id: string;
  name: string;
  membership_count?: number;
}
export interface CcContact {
  contact_id: string;
  email_address: { address: string; permission_to_send?: string };
  first_name?: string;
  last_name?: string;
  list_memberships?: string[];
  phone_numbers?: Array<{ phone_number: string; kind?: string }>;
}
export interface CcSignUp {
  email_address: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  list_memberships: string[];
}

/**
 * The one door to Constant Contact: OAuth2 (authorization server) and the v3 API, both through core's ProviderHttp
 * (timeouts, typed errors, a log line without tokens or e-mail addresses). GETs are retried on `throttled`;
 * the token calls never are (a code works once and a refresh token rotates). Base URLs from config.
 */
@Injectable()
export class ConstantContactClient {
  private readonly http = new ProviderHttp({
    provider: CONSTANT_CONTACT,
    timeoutMs: TIMEOUT_MS,
    classify: (status, body) => classifyConstantContact(status, body),
    // Contact look-ups carry the visitor's e-mail address in the query: keep it out of the logs.
    secretNames: ['email'],
  });

  constructor(@Inject(ConfigService) private readonly config: AppConfig) {}

  get configured(): boolean {
    return !!(
      this.clientId &&
      this.config.get('CONSTANT_CONTACT_CLIENT_SECRET', { infer: true }) &&
      this.config.get('TOKEN_ENCRYPTION_KEY', { infer: true })
    );
  }

  get redirectUri(): string {
    return `${this.config.get('APP_URL', { infer: true }).replace(/\/$/, '')}${CC_CALLBACK_PATH}`;
  }

  authorizeUrl(state: string): string {
    const q = new URLSearchParams({
      client_id: this.clientId ?? '',
      redirect_uri: this.redirectUri,
      response_type: 'code',
      scope: CC_SCOPES,
      state,
    });
    return `${this.authUrl}/authorize?${q.toString()}`;
  }

  exchangeCode(code: string): Promise<CcTokenResponse> {
    return this.token({ grant_type: 'authorization_code', code, redirect_uri: this.redirectUri });
  }

  refresh(refreshToken: string): Promise<CcTokenResponse> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  accountSummary(accessToken: string): Promise<CcAccountSummary> {
    return this.api(accessToken, 'GET', '/account/summary');
  }

  async contactCount(accessToken: string): Promise<number> {
    const body = await this.api<{ contacts_count?: number }>(accessToken, 'GET', '/contacts', {
      status: 'all',
      include_count: 'true',
      limit: '1',
    });
    return body.contacts_count ?? 0;
  }

  async contactLists(accessToken: string): Promise<CcContactList[]> {
    const body = await this.api<{ lists?: CcContactList[] }>(accessToken, 'GET', '/contact_lists', {
      include_membership_count: 'all',
      limit: '1000',
    });
    return body.lists ?? [];
  }

  async findContact(accessToken: string, email: string): Promise<CcContact | null> {
    const body = await this.api<{ contacts?: CcContact[] }>(accessToken, 'GET', '/contacts', {
      email,
      status: 'all',
      include: 'list_memberships,phone_numbers',
    });
    return body.contacts?.[0] ?? null;
  }

  /**
   * Unsubscribes a contact the way api_guide/contacts_re-subscribe.html documents it: PUT /contacts/{contact_id} with
   * email_address.permission_to_send "unsubscribed" and an opt_out_reason; update_source "Contact" because the person
   * asked for it (a spam complaint is theirs). A PUT replaces the contact, so the names, lists and phone numbers we
   * read with findContact go back unchanged.
   */
  async unsubscribeContact(accessToken: string, contact: CcContact, reason: string): Promise<void> {
    await this.api(accessToken, 'PUT', `/contacts/${encodeURIComponent(contact.contact_id)}`, undefined, {
      email_address: {
        address: contact.email_address.address,
        permission_to_send: 'unsubscribed',
        opt_out_reason: reason,
      },
      ...(contact.first_name ? { first_name: contact.first_name } : {}),
      ...(contact.last_name ? { last_name: contact.last_name } : {}),
      ...(contact.list_memberships ? { list_memberships: contact.list_memberships } : {}),
      ...(contact.phone_numbers?.length
        ? { phone_numbers: contact.phone_numbers.map(({ phone_number, kind }) => ({ phone_number, kind })) }
        : {}),
      update_source: 'Contact',
    });
  }

  /** DELETE /contacts/{contact_id} (api_guide/contacts_delete.html): 204, the contact is gone from the account. */
  async deleteContact(accessToken: string, contactId: string): Promise<void> {
    await this.api(accessToken, 'DELETE', `/contacts/${encodeURIComponent(contactId)}`);
  }

  signUp(accessToken: string, contact: CcSignUp): Promise<{ contact_id: string; action: string }> {
    return this.api(accessToken, 'POST', '/contacts/sign_up_form', undefined, contact);
  }

  private get clientId() {
    return this.config.get('CONSTANT_CONTACT_CLIENT_ID', { infer: true });
  }
  private get authUrl() {
    return this.config.get('CONSTANT_CONTACT_AUTH_URL', { infer: true }).replace(/\/$/, '');
  }

  /**
   * The token endpoint of the Authorization Code Flow for server apps (api_guide/server_flow.html): the client id
   * and secret as HTTP Basic auth, the grant as form fields. No PKCE verifier: that belongs to the public-client flow.
   */
  private async token(form: Record<string, string>): Promise<CcTokenResponse> {
    const basic = Buffer.from(
      `${this.clientId}:${this.config.get('CONSTANT_CONTACT_CLIENT_SECRET', { infer: true })}`,
    ).toString('base64');
    const { body } = await this.http.send<CcTokenResponse>({
      method: 'POST',
      url: new URL(`${this.authUrl}/token`),
      headers: { Authorization: `Basic ${basic}` },
      body: new URLSearchParams(form),
    });
    return body;
  }

  private async api<T>(
    accessToken: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    query?: Record<string, string>,
    body?: unknown,
  ): Promise<T> {
    const base = this.config.get('CONSTANT_CONTACT_API_URL', { infer: true }).replace(/\/$/, '');
    const url = new URL(`${base}${path}`);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    const answer = await this.http.send<T>({
      method,
      url,
      headers: { Authorization: `Bearer ${accessToken}` },
      body,
    });
    return answer.body;
  }
}

/** v3 answers errors as [{error_key, error_message}] or, for rate limits, a single {error_key, error_message}. */
function errorKey(json: unknown): string | undefined {
  const first: unknown = Array.isArray(json) ? json[0] : json;
  const key = first && typeof first === 'object' ? (first as Record<string, unknown>).error_key : undefined;
  return typeof key === 'string' ? key : undefined;
}

function errorMessage(json: unknown): string | undefined {
  const first: unknown = Array.isArray(json) ? json[0] : json;
  const text = first && typeof first === 'object' ? (first as Record<string, unknown>).error_message : undefined;
  return typeof text === 'string' ? text : undefined;
}
