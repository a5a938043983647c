import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../core/config/app-config';
import { CC_CALLBACK_PATH, CC_SCOPES } from '../campaigns.constants';

/** Any non-OK answer of the provider: HTTP status, its error text and error_key (e.g. throttled, quota_exceeded). */
export class ConstantContactError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly key?: string,
  ) {
    super(message);
  }

  /** The daily request quota (10,000 a day) is spent: nothing works until it resets at midnight UTC. */
  get quotaExceeded(): boolean {
    return this.status === 429 && this.key === 'quota_exceeded';
  }
}

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
  list_memberships?: string[];
}
export interface CcSignUp {
  email_address: string;
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  list_memberships: string[];
}

/** The one door to Constant Contact: OAuth2 (authorization server) and the v3 API. Base URLs from config. */
@Injectable()
export class ConstantContactClient {
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
    const body = await this.api<{ contacts_count?: number }>(
      accessToken,
      'GET',
      '/contacts?status=all&include_count=true&limit=1',
    );
    return body.contacts_count ?? 0;
  }

  async contactLists(accessToken: string): Promise<CcContactList[]> {
    const body = await this.api<{ lists?: CcContactList[] }>(
      accessToken,
      'GET',
      '/contact_lists?include_membership_count=all&limit=1000',
    );
    return body.lists ?? [];
  }

  async findContact(accessToken: string, email: string): Promise<CcContact | null> {
    const q = new URLSearchParams({ email, status: 'all', include: 'list_memberships' });
    const body = await this.api<{ contacts?: CcContact[] }>(accessToken, 'GET', `/contacts?${q.toString()}`);
    return body.contacts?.[0] ?? null;
  }

  signUp(accessToken: string, contact: CcSignUp): Promise<{ contact_id: string; action: string }> {
    return this.api(accessToken, 'POST', '/contacts/sign_up_form', contact);
  }

  private get clientId() {
    return this.config.get('CONSTANT_CONTACT_CLIENT_ID', { infer: true });
  }
  private get authUrl() {
    return this.config.get('CONSTANT_CONTACT_AUTH_URL', { infer: true }).replace(/\/$/, '');
  }

  private async token(form: Record<string, string>): Promise<CcTokenResponse> {
    const basic = Buffer.from(
      `${this.clientId}:${this.config.get('CONSTANT_CONTACT_CLIENT_SECRET', { infer: true })}`,
    ).toString('base64');
    const res = await fetch(`${this.authUrl}/token`, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${basic}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        Accept: 'application/json',
      },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(15_000),
    });
    return this.read<CcTokenResponse>(res);
  }

  private async api<T>(accessToken: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const base = this.config.get('CONSTANT_CONTACT_API_URL', { infer: true }).replace(/\/$/, '');
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${accessToken}`,
        Accept: 'application/json',
        ...(body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    return this.read<T>(res);
  }

  private async read<T>(res: Response): Promise<T> {
    const text = await res.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON */
    }
    if (!res.ok)
      throw new ConstantContactError(
        res.status,
        errorText(json) ?? (text.slice(0, 200) || res.statusText),
        errorKey(json),
      );
    return json as T;
  }
}

function errorKey(json: unknown): string | undefined {
  const first: unknown = Array.isArray(json) ? json[0] : json;
  const key = first && typeof first === 'object' ? (first as Record<string, unknown>).error_key : undefined;
  return typeof key === 'string' ? key : undefined;
}

/** v3 answers errors as [{error_key, error_message}]; the authorization server as {error, error_description}. */
function errorText(json: unknown): string | undefined {
  const first: unknown = Array.isArray(json) ? json[0] : json;
  if (!first || typeof first !== 'object') return undefined;
  const o = first as Record<string, unknown>;
  const text = o.error_message ?? o.error_description ?? o.error;
  return typeof text === 'string' ? text : undefined;
}
