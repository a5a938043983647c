import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHash, randomBytes } from 'crypto';
import Redis from 'ioredis';
import { AppConfig } from '../../../core/config/app-config';
import { REDIS } from '../../../core/redis/redis.module';
import { CC_AFTER_AUTH_PATH, CC_MESSAGES, CC_OAUTH_STATE_TTL_S } from '../campaigns.constants';
import { ConstantContactClient } from './constant-contact.client';
import { ConstantContactTokens } from './constant-contact-tokens.service';

const stateKey = (state: string) => `constant-contact:oauth-state:${state}`;

/** Authorization-code flow with state and PKCE (S256); state and verifier are kept in Redis, single use. */
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
    const verifier = randomBytes(48).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    await this.redis.set(stateKey(state), verifier, 'EX', CC_OAUTH_STATE_TTL_S);
    return this.client.authorizeUrl(state, challenge);
  }

  /** Checks the state, exchanges the code with the verifier, stores the tokens; answers where to go next. */
  async complete(query: {
    code?: string;
    state?: string;
    error?: string;
    error_description?: string;
  }): Promise<string> {
    if (query.error) throw new BadRequestException(`${CC_MESSAGES.denied}: ${query.error_description ?? query.error}`);
    if (!query.state || !query.code) throw new BadRequestException(CC_MESSAGES.invalidState);
    const verifier = await this.redis.getdel(stateKey(query.state));
    if (!verifier) throw new BadRequestException(CC_MESSAGES.invalidState);
    await this.tokens.save(await this.client.exchangeCode(query.code, verifier));
    return `${this.config.get('APP_URL', { infer: true }).replace(/\/$/, '')}${CC_AFTER_AUTH_PATH}`;
  }
}
