import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'crypto';
import Redis from 'ioredis';
import { AppConfig } from '../../../core/config/app-config';
import { REDIS } from '../../../core/redis/redis.module';
import { CC_AFTER_AUTH_PATH, CC_MESSAGES, CC_OAUTH_STATE_TTL_S } from '../campaigns.constants';
import { ConstantContactClient } from './constant-contact.client';
import { ConstantContactTokens } from './constant-contact-tokens.service';

const stateKey = (state: string) => `constant-contact:oauth-state:${state}`;

/**
 * Constant Contact's Authorization Code Flow for a server app (developer.constantcontact.com, "OAuth2 Authorization
 * Code Flow"): the admin is sent to /authorize with client_id, redirect_uri, response_type=code, scope and state;
 * the code comes back to our callback and is exchanged at /token with the client id and secret as HTTP Basic auth.
 * No PKCE: that is Constant Contact's separate flow for public clients that cannot keep a secret. The state is
 * kept in Redis, single use.
 */
@Injectable()
export class ConstantContactOAuthService {
  constructor(
    private readonly client: ConstantContactClient,
    private readonly tokens: ConstantContactTokens,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  /** The provider's authorization page to send the admin to. */
  async authorizationUrl(): Promise<string> {
    if (!this.client.configured) throw new BadRequestException(CC_MESSAGES.notConfigured);
    const state = randomBytes(24).toString('base64url');
    await this.redis.set(stateKey(state), '1', 'EX', CC_OAUTH_STATE_TTL_S);
    return this.client.authorizeUrl(state);
  }

  /** Checks the state, exchanges the code, stores the tokens; answers where to go next. */
  async complete(query: {
    code?: string;
    state?: string;
    error?: string;
    error_description?: string;
  }): Promise<string> {
    if (query.error) throw new BadRequestException(`${CC_MESSAGES.denied}: ${query.error_description ?? query.error}`);
    if (!query.state || !query.code) throw new BadRequestException(CC_MESSAGES.invalidState);
    if (!(await this.redis.getdel(stateKey(query.state)))) throw new BadRequestException(CC_MESSAGES.invalidState);
    await this.tokens.save(await this.client.exchangeCode(query.code));
    return `${this.config.get('APP_URL', { infer: true }).replace(/\/$/, '')}${CC_AFTER_AUTH_PATH}`;
  }
}
