import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';
import { RateCheck, RateRule, Refusal, Reservation } from './rate-limit.types';
import { createHmac } from 'crypto';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../config/app-config';
import { TooManyRequestsException } from './too-many-requests.exception';
import { errorText } from '../errors';

/**
 * Takes one from every counter, or from none: if any counter is already at its limit nothing is counted and the
 * answer is the 1-based index of the refusing counter and its remaining TTL. One script, so parallel callers can
 * never together pass a limit (check-then-increment in two round trips can).
 * KEYS: the counters. ARGV: limit1, window1, limit2, window2, ...
 */
const RESERVE_SCRIPT = `
for i = 1, #KEYS do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used >= tonumber(ARGV[i * 2 - 1]) then
    local ttl = redis.call('TTL', KEYS[i])
    return {i, ttl}
  end
end
for i = 1, #KEYS do
  redis.call('INCR', KEYS[i])
  redis.call('EXPIRE', KEYS[i], ARGV[i * 2], 'NX')
end
return {0, 0}
`;

/** Gives back one from each counter that still exists (never below zero). */
const RELEASE_SCRIPT = `
for i = 1, #KEYS do
  local used = tonumber(redis.call('GET', KEYS[i]) or '0')
  if used > 0 then redis.call('DECR', KEYS[i]) end
end
return 0
`;

type ScriptedRedis = Redis & {
  rateReserve(numKeys: number, ...args: Array<string | number>): Promise<[number, number]>;
  rateRelease(numKeys: number, ...args: string[]): Promise<number>;
};

/**
 * The one rate-limit service: fixed-window counters in Redis, shared by every API replica (sign-in throttles,
 * reminder limits, the analyzer's provider quotas, registration limits). When Redis cannot be reached the caller
 * gets a clear 503 instead of an unlimited (or crashing) endpoint.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger(RateLimitService.name);
  private readonly redis: ScriptedRedis;

  private readonly keySecret: string;

  constructor(@Inject(REDIS) redis: Redis, @Inject(ConfigService) config: AppConfig) {
    this.keySecret = `ratelimit:${config.get('JWT_SECRET', { infer: true })}`;
    if (!('rateReserve' in redis)) {
      redis.defineCommand('rateReserve', { lua: RESERVE_SCRIPT });
      redis.defineCommand('rateRelease', { lua: RELEASE_SCRIPT });
    }
    this.redis = redis as ScriptedRedis;
  }

  /** The id is keyed-hashed: counters are kept for e-mail addresses and IPs, which must not sit in Redis in the clear. */
  private key(rule: RateRule, id: string): string {
    return `ratelimit:${rule.name}:${createHmac('sha256', this.keySecret).update(id).digest('base64url')}`;
  }

  /**
   * Counts one event on every check at once, or refuses (429 with Retry-After) without counting anything when
   * one of them is at its limit. Reserve before doing the expensive or guessable thing, so N parallel requests
   * can never do it more often than the limit allows.
   */
  async reserve(checks: readonly RateCheck[], refusal: Refusal, unavailable: string): Promise<Reservation> {
    const keys = checks.map(([rule, id]) => this.key(rule, id));
    const args = checks.flatMap(([rule]) => [rule.limit, rule.windowSeconds]);
    const [refused, ttl] = await this.run(unavailable, () => this.redis.rateReserve(keys.length, ...keys, ...args));
    if (refused > 0) {
      const wait = Math.max(1, ttl);
      throw new TooManyRequestsException(typeof refusal === 'string' ? refusal : refusal(wait), wait);
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.run(unavailable, () => this.redis.rateRelease(keys.length, ...keys));
      },
    };
  }

  /** Counts one event on one counter, refusing with 429 when it is already at the limit. */
  async consume(rule: RateRule, id: string, refusal: Refusal, unavailable: string): Promise<void> {
    await this.reserve([[rule, id]], refusal, unavailable);
  }

  async reset(rule: RateRule, id: string, unavailable: string): Promise<void> {
    await this.run(unavailable, () => this.redis.del(this.key(rule, id)));
  }

  private async run<T>(unavailable: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.logger.warn(`Rate limiter unavailable: ${errorText(err)}`);
      throw new ServiceUnavailableException(unavailable);
    }
  }
}
