import { Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { CC_MESSAGES } from '../campaigns.constants';
import { ProviderError } from '../../../core/http-client/provider-error';
import { ConstantContactClient, CcContactList, hasStatus } from './constant-contact.client';
import { ConstantContactTokens } from './constant-contact-tokens.service';
import { errorText } from '../../../core/errors';

export interface ConnectionTest {
  configured: boolean;
  connected: boolean;
  message: string;
  account: { organization_name: string | null; contact_count: number | null } | null;
}

/** Connection test, lists, and authorized calls (refresh before expiry; one forced refresh on a 401). */
@Injectable()
export class ConstantContactService {
  private readonly logger = new Logger(ConstantContactService.name);

  constructor(
    private readonly client: ConstantContactClient,
    private readonly tokens: ConstantContactTokens,
  ) {}

  get configured(): boolean {
    return this.client.configured;
  }

  /** Runs `call` with a valid access token; null when the app was never authorized. */
  async withToken<T>(call: (accessToken: string) => Promise<T>): Promise<T | null> {
    const token = await this.tokens.accessToken();
    if (!token) return null;
    try {
      return await call(token);
    } catch (err) {
      if (!hasStatus(err, 401)) throw err;
      const fresh = await this.tokens.accessToken(true);
      return fresh ? call(fresh) : null;
    }
  }

  /**
   * Deletes the contact with this address from the connected account (a person's erasure). 'not connected' when no
   * account is connected (nothing was ever sent there); provider errors are thrown for the caller to report.
   */
  async forget(email: string): Promise<'deleted' | 'absent' | 'not connected'> {
    if (!this.configured) return 'not connected';
    const outcome = await this.withToken(async (token) => {
      const contact = await this.client.findContact(token, email);
      if (!contact) return 'absent' as const;
      await this.client.deleteContact(token, contact.contact_id);
      return 'deleted' as const;
    });
    return outcome ?? 'not connected';
  }

  /**
   * Marks the contact with this address unsubscribed in the connected account (a spam complaint). 'absent' when the
   * account has no such contact, 'already' when it is unsubscribed there; provider errors are thrown (the job retries).
   */
  async unsubscribe(email: string, reason: string): Promise<'unsubscribed' | 'already' | 'absent' | 'not connected'> {
    if (!this.configured) return 'not connected';
    const outcome = await this.withToken(async (token) => {
      const contact = await this.client.findContact(token, email);
      if (!contact) return 'absent' as const;
      if (contact.email_address.permission_to_send === 'unsubscribed') return 'already' as const;
      await this.client.unsubscribeContact(token, contact, reason);
      return 'unsubscribed' as const;
    });
    return outcome ?? 'not connected';
  }

  async test(): Promise<ConnectionTest> {
    if (!this.configured)
      return { configured: false, connected: false, message: CC_MESSAGES.notConfigured, account: null };
    try {
      const result = await this.withToken(async (token) => {
        const [summary, count] = await Promise.all([
          this.client.accountSummary(token),
          this.client.contactCount(token),
        ]);
        return { organization_name: summary.organization_name ?? null, contact_count: count };
      });
      if (!result) return { configured: true, connected: false, message: CC_MESSAGES.notConnected, account: null };
      return { configured: true, connected: true, message: CC_MESSAGES.connected, account: result };
    } catch (err) {
      this.logger.warn(`Constant Contact test failed: ${errorText(err)}`);
      const message = err instanceof ProviderError ? err.message : CC_MESSAGES.notConnected;
      return { configured: true, connected: false, message, account: null };
    }
  }

  /**
   * `make check-providers`: one read-only call (the account summary) with the stored access token. It never
   * refreshes: a refresh rotates the refresh token (Constant Contact voids the old one), which a check must not do.
   * An expired token is reported as not checked; the next sync or Test Connection refreshes it.
   */
  async probe(): Promise<{ state: 'ok' | 'not checked' | 'failed'; detail: string }> {
    const tokens = await this.tokens.load();
    if (!tokens) return { state: 'failed', detail: CC_MESSAGES.notConnected };
    if (tokens.expiresAt <= Date.now())
      return {
        state: 'not checked',
        detail:
          `the stored access token expired at ${new Date(tokens.expiresAt).toISOString()}; not refreshed here (a ` +
          'refresh rotates the refresh token): the next sync or Test Connection in Admin → E-mail campaigns refreshes it',
      };
    try {
      const summary = await this.client.accountSummary(tokens.accessToken);
      return { state: 'ok', detail: `account summary read: ${summary.organization_name ?? 'unnamed organization'}` };
    } catch (err) {
      return { state: 'failed', detail: errorText(err) };
    }
  }

  async lists(): Promise<CcContactList[]> {
    if (!this.configured) throw new ServiceUnavailableException(CC_MESSAGES.notConfigured);
    try {
      const lists = await this.withToken((token) => this.client.contactLists(token));
      if (!lists) throw new ServiceUnavailableException(CC_MESSAGES.notConnected);
      return lists;
    } catch (err) {
      if (err instanceof ProviderError) throw new ServiceUnavailableException(err.message);
      throw err;
    }
  }
}
