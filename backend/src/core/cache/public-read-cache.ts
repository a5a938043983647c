import { Injectable, OnModuleInit } from '@nestjs/common';
import { CacheBus } from './cache-bus';
import { LRUCache } from 'lru-cache';

const TOPIC = 'public-reads';
/** A safety net only: every change is announced at once on the cache bus. */
export const PUBLIC_READ_MAX_AGE_MS = 5 * 60_000;
const MAX_KEYS = 32;

/**
 * Public reads that change only when an admin edits them (success stories, the active video, the site
 * configuration), answered from memory. A change drops the key in this process and, over the Redis cache bus, in
 * every other replica at once. A load that raced with a change is not stored (generation check), so a replica never
 * keeps a value older than the last change it heard of.
 */
@Injectable()
export class PublicReadCache implements OnModuleInit {
  private readonly cache = new LRUCache<string, { value: unknown; version: number }>({
    max: MAX_KEYS,
    ttl: PUBLIC_READ_MAX_AGE_MS,
  });
  private generation = 0;
  private loads = 0;

  constructor(private readonly bus: CacheBus) {}

  onModuleInit(): void {
    this.bus.subscribe(TOPIC, (key) => this.drop(key));
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.cache.get(key);
    if (hit !== undefined) return hit.value as T;
    const started = this.generation;
    const value = await load();
    if (started === this.generation) this.cache.set(key, { value, version: ++this.loads });
    return value;
  }

  /**
   * The version of the value cached under the key (every load stores a new one), or undefined when none is: what
   * the bytes of an answer built from it are kept by (PublicRead).
   */
  version(key: string): number | undefined {
    return this.cache.get(key)?.version;
  }

  /** After a write: every replica reads the keys fresh next time. */
  async changed(...keys: string[]): Promise<void> {
    for (const key of keys) {
      this.drop(key);
      await this.bus.publish(TOPIC, key);
    }
  }

  private drop(key: string): void {
    this.generation++;
    this.cache.delete(key);
  }
}
