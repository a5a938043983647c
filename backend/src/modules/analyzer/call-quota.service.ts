import { HttpException, HttpStatus, Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import Redis from 'ioredis';
import { REDIS } from '../../core/redis/redis.module';
import { CallQuota, PROVIDER_MESSAGES } from './analyzer.constants';

/**
 * Per-caller quotas of the public, provider-backed calls (a fixed window in Redis, shared by every API replica),
 * so an anonymous script cannot spend our Google Places or RentCast budget.
 */
@Injectable()
export class CallQuotaService {
  private readonly logger = new Logger(CallQuotaService.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async take(quota: CallQuota, caller: string, refusal: string): Promise<void> {
    const key = `quota:${quota.name}:${caller}`;
    let used: number;
    try {
      const [[, count]] = (await this.redis.multi().incr(key).expire(key, quota.windowSeconds, 'NX').exec()) as [
        [Error | null, number],
      ];
      used = Number(count);
    } catch (err) {
      this.logger.warn(`Quota store unavailable: ${(err as Error).message}`);
      throw new ServiceUnavailableException(PROVIDER_MESSAGES.limiterUnavailable);
    }
    if (used > quota.limit) throw new HttpException(refusal, HttpStatus.TOO_MANY_REQUESTS);
  }
}
