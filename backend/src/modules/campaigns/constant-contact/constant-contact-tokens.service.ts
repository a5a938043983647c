import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'crypto';
import Redis from 'ioredis';
import { AppConfig } from '../../../core/config/app-config';
import { REDIS } from '../../../core/redis/redis.module';
import { SettingsService } from '../../../core/settings/settings.service';
import { CC_REFRESH_LOCK_TTL_MS, CC_REFRESH_MARGIN_MS, CC_TOKENS_SETTING } from '../campaigns.constants';
import { ConstantContactClient, CcTokenResponse, hasStatus } from './constant-contact.client';
import { TokenCipher } from './token.cipher';

export interface CcTokens {
  accessToken: string;
  refreshToken: string | null;
  expiresAt: number;
}

const LOCK_KEY = 'constant-contact:refresh-lock';
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Provider tokens: encrypted at rest (AES-256-GCM) in integration_settings, refreshed before expiry.
 * Refresh tokens rotate (each refresh returns a new one and voids the old), so refreshes are
 * serialized across replicas with a Redis lock and the new refresh token is stored every time.
 */
@Injectable()
export class ConstantContactTokens {
  private readonly logger = new Logger(ConstantContactTokens.name);

  constructor(
    private readonly client: ConstantContactClient,
    private readonly settings: SettingsService,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  async save(res: CcTokenResponse, previousRefresh: string | null = null): Promise<CcTokens> {
    const tokens: CcTokens = {
      accessToken: res.access_token,
      refreshToken: res.refresh_token ?? previousRefresh,
      expiresAt: Date.now() + res.expires_in * 1000,
    };
    await this.settings.set(CC_TOKENS_SETTING, { sealed: this.cipher().encrypt(JSON.stringify(tokens)) });
    return tokens;
  }

  async load(): Promise<CcTokens | null> {
    const row = await this.settings.get<{ sealed?: string }>(CC_TOKENS_SETTING);
    if (!row?.sealed) return null;
    try {
      return JSON.parse(this.cipher().decrypt(row.sealed)) as CcTokens;
    } catch {
      this.logger.warn('Stored Constant Contact tokens cannot be decrypted (key changed?); re-authorization needed');
      return null;
    }
  }

  /** A valid access token, refreshed first when it expires soon (or when `force`d after a 401); null if not authorized. */
  async accessToken(force = false): Promise<string | null> {
    const current = await this.load();
    if (!current) return null;
    if (!force && current.expiresAt - Date.now() > CC_REFRESH_MARGIN_MS) return current.accessToken;
    const refreshed = await this.refreshSerialized(current.accessToken);
    return refreshed?.accessToken ?? null;
  }

  /** Refreshes once across all replicas: whoever holds the lock refreshes, the others wait for the new tokens. */
  private async refreshSerialized(staleAccessToken: string): Promise<CcTokens | null> {
    const deadline = Date.now() + CC_REFRESH_LOCK_TTL_MS;
    while (Date.now() < deadline) {
      const owner = randomBytes(12).toString('hex');
      if (await this.redis.set(LOCK_KEY, owner, 'PX', CC_REFRESH_LOCK_TTL_MS, 'NX')) {
        try {
          const latest = await this.load();
          // Someone refreshed while we waited for the lock: use theirs (our refresh token is void now).
          if (!latest || latest.accessToken !== staleAccessToken) return latest;
          if (!latest.refreshToken) return null;
          return await this.save(await this.client.refresh(latest.refreshToken), latest.refreshToken);
        } catch (err) {
          if (hasStatus(err, 400, 401)) {
            this.logger.warn(`Constant Contact refresh refused (${err.message}); re-authorization needed`);
          }
          throw err;
        } finally {
          await this.redis.eval(RELEASE, 1, LOCK_KEY, owner);
        }
      }
      await sleep(100);
      const latest = await this.load();
      if (latest && latest.accessToken !== staleAccessToken) return latest;
    }
    throw new Error('Timed out waiting for the Constant Contact token refresh');
  }

  private cipher(): TokenCipher {
    return new TokenCipher(this.config.get('TOKEN_ENCRYPTION_KEY', { infer: true }) ?? '');
  }
}
