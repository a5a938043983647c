import { HttpException, HttpStatus, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../../core/redis/redis.module';
import { MESSAGES, RateRule } from './auth.constants';

/**
 * Fixed-window counters in Redis, so a limit holds across every API replica.
 * When Redis cannot be reached the caller gets a clear 503 instead of an unlimited (or crashing) endpoint.
 */
@Injectable()
export class RateLimiterService {
  private readonly logger = new Logger(RateLimiterService.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  private key(rule: RateRule, id: string): string {
    return `ratelimit:${rule.name}:${id}`;
  }

  /** Refuses with 429 when the counter has already reached the limit (nothing is counted). */
  async assertBelow(rule: RateRule, id: string, message: string): Promise<void> {
    const count = Number((await this.run(() => this.redis.get(this.key(rule, id)))) ?? 0);
    if (count >= rule.limit) throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
  }

  /** Counts one event and returns the new count. */
  async hit(rule: RateRule, id: string): Promise<number> {
    const key = this.key(rule, id);
    const results = await this.run(() => this.redis.multi().incr(key).expire(key, rule.windowSeconds, 'NX').exec());
    return Number(results?.[0]?.[1] ?? 0);
  }

  /** Counts one event, refusing with 429 when it goes over the limit. */
  async consume(rule: RateRule, id: string, message: string): Promise<void> {
    const count = await this.hit(rule, id);
    if (count > rule.limit) throw new HttpException(message, HttpStatus.TOO_MANY_REQUESTS);
  }

  async reset(rule: RateRule, id: string): Promise<void> {
    await this.run(() => this.redis.del(this.key(rule, id)));
  }

  private async run<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.logger.warn(`Rate limiter unavailable: ${(err as Error).message}`);
      throw new ServiceUnavailableException(MESSAGES.rateLimitUnavailable);
    }
  }
}
