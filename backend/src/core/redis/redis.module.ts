import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { redisConnectionOptions } from './redis-options';

export const REDIS = Symbol('REDIS');

/**
 * A shared ioredis client for app keys (rate limits, caches). Keys are prefixed with REDIS_PREFIX.
 * Commands fail fast while Redis is down (no offline queue), so callers can degrade with a clear error.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [ConfigService],
      useFactory: (config: AppConfig) => {
        const client = new Redis({
          ...redisConnectionOptions(config.get('REDIS_URL', { infer: true })),
          keyPrefix: `${config.get('REDIS_PREFIX', { infer: true })}:`,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        });
        const logger = new Logger('Redis');
        let down = false;
        client.on('error', (err) => {
          if (!down) logger.warn(`Redis unavailable: ${err.message}`);
          down = true;
        });
        client.on('ready', () => {
          if (down) logger.log('Redis connection restored');
          down = false;
        });
        return client;
      },
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
