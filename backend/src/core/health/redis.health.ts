import { Inject, Injectable } from '@nestjs/common';
import { HealthIndicatorService } from '@nestjs/terminus';
import Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

/** Terminus has no indicator for a plain ioredis client (only for the microservices transport): a PING it is. */
@Injectable()
export class RedisHealthIndicator {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly indicator: HealthIndicatorService,
  ) {}

  async pingCheck<Key extends string>(key: Key, timeoutMs: number) {
    const check = this.indicator.check(key);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), timeoutMs);
    });
    try {
      await Promise.race([this.redis.ping(), timeout]);
      return check.up();
    } catch {
      return check.down();
    } finally {
      clearTimeout(timer);
    }
  }
}
