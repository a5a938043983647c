import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac } from 'crypto';
import Redis from 'ioredis';
import { RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import { AppConfig } from '../config/app-config';
import { errorText } from '../errors';
import { REDIS } from '../redis/redis.module';
import { RateCheck, RateRule, Refusal, Reservation } from './rate-limit.types';
import { TooManyRequestsException } from './too-many-requests.exception';

/** One counter: the rule's limiter and the caller's hashed id. */
type Counter = readonly [RateLimiterRedis, string];

/**
 * The one rate-limit service: rate-limiter-flexible's fixed-window counters in Redis (`ratelimit:<rule>:<id>`),
 * shared by every API replica (sign-in throttles, reminder limits, the analyzer's provider quotas, registration
 * limits). When Redis cannot be reached the caller gets a clear 503 instead of an unlimited (or crashing) endpoint.
 */
@Injectable()
export class RateLimitService {
  private readonly logger = new Logger(RateLimitService.name);
  private readonly limiters = new Map<string, RateLimiterRedis>();
  private readonly keySecret: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ConfigService) config: AppConfig,
  ) {
    this.keySecret = `ratelimit:${config.get('JWT_SECRET', { infer: true })}`;
  }

  private limiter(rule: RateRule): RateLimiterRedis {
    const name = `${rule.name}/${rule.limit}/${rule.windowSeconds}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterRedis({
        storeClient: this.redis,
        keyPrefix: `ratelimit:${rule.name}`,
        points: rule.limit,
        duration: rule.windowSeconds,
      });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  /** The id is keyed-hashed: counters are kept for e-mail addresses and IPs, which must not sit in Redis in the clear. */
  private counter([rule, id]: RateCheck): Counter {
    return [this.limiter(rule), createHmac('sha256', this.keySecret).update(id).digest('base64url')];
  }

  /**
   * Counts one event on every check at once, or refuses (429 with Retry-After) without counting anything when
   * one of them is at its limit. Reserve before doing the expensive or guessable thing, so N parallel requests
   * can never do it more often than the limit allows (each counter is incremented atomically, then checked).
   */
  async reserve(checks: readonly RateCheck[], refusal: Refusal, unavailable: string): Promise<Reservation> {
    const counters = checks.map((check) => this.counter(check));
    const results = await Promise.allSettled(counters.map(([limiter, key]) => limiter.consume(key)));
    const failed = results.find((r) => r.status === 'rejected');
    if (failed) {
      // Give back what this call counted, the refused counters' overshoot included: a refusal counts nothing.
      const counted = counters.filter((_, i) => {
        const r = results[i];
        return r.status === 'fulfilled' || r.reason instanceof RateLimiterRes;
      });
      await this.giveBack(counted).catch(() => undefined);
      const reason: unknown = failed.reason;
      if (!(reason instanceof RateLimiterRes)) throw this.unavailable(reason, unavailable);
      const wait = Math.max(1, Math.ceil(reason.msBeforeNext / 1000));
      throw new TooManyRequestsException(typeof refusal === 'string' ? refusal : refusal(wait), wait);
    }
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.run(unavailable, () => this.giveBack(counters));
      },
    };
  }

  /** Counts one event on one counter, refusing with 429 when it is already at the limit. */
  async consume(rule: RateRule, id: string, refusal: Refusal, unavailable: string): Promise<void> {
    await this.reserve([[rule, id]], refusal, unavailable);
  }

  async reset(rule: RateRule, id: string, unavailable: string): Promise<void> {
    const [limiter, key] = this.counter([rule, id]);
    await this.run(unavailable, () => limiter.delete(key));
  }

  private async giveBack(counters: readonly Counter[]): Promise<void> {
    await Promise.all(counters.map(([limiter, key]) => limiter.reward(key)));
  }

  private async run<T>(unavailable: string, fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      throw this.unavailable(err, unavailable);
    }
  }

  private unavailable(err: unknown, message: string): ServiceUnavailableException {
    this.logger.warn(`Rate limiter unavailable: ${errorText(err)}`);
    return new ServiceUnavailableException(message);
  }
}
