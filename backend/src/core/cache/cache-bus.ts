import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import Redis from 'ioredis';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { errorText } from '../errors';

type Listener = (message: string) => void;

/**
 * Tells every replica at once that something cached in-process is stale (Redis pub/sub, one channel per topic
 * under REDIS_PREFIX). A lost message (Redis restart, reconnect) is covered by each cache's own short maximum age.
 */
@Injectable()
export class CacheBus implements OnModuleDestroy {
  private readonly logger = new Logger(CacheBus.name);
  private subscriber?: Redis;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(ConfigService) config: AppConfig,
  ) {
    this.prefix = `${config.get('REDIS_PREFIX', { infer: true })}:bus:`;
  }

  /** Publishes a change; failures are logged, not thrown (the caches' maximum age still bounds staleness). */
  async publish(topic: string, message: string): Promise<void> {
    try {
      await this.redis.publish(this.prefix + topic, message);
    } catch (err) {
      this.logger.warn(`Could not publish ${topic}: ${errorText(err)}`);
    }
  }

  /** Calls `listener` for every message on `topic`, from this replica and every other. */
  subscribe(topic: string, listener: Listener): void {
    const channel = this.prefix + topic;
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      void this.connection()
        .subscribe(channel)
        .catch((err: unknown) => this.logger.warn(`Could not subscribe to ${topic}: ${errorText(err)}`));
    }
    set.add(listener);
  }

  private connection(): Redis {
    if (!this.subscriber) {
      // A subscribed connection can do nothing else: a duplicate of the app client, without its key prefix.
      this.subscriber = this.redis.duplicate({ keyPrefix: '', enableOfflineQueue: true, maxRetriesPerRequest: null });
      this.subscriber.on('error', () => undefined);
      this.subscriber.on('message', (channel: string, message: string) => {
        for (const listener of this.listeners.get(channel) ?? []) listener(message);
      });
    }
    return this.subscriber;
  }

  onModuleDestroy(): void {
    this.subscriber?.disconnect();
  }
}
