import { HttpException } from '@nestjs/common';
import { randomBytes } from 'crypto';
import Redis from 'ioredis';
import { RateRule } from './auth.constants';
import { RateLimiterService } from './rate-limiter.service';

const REDIS_URL = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:56379';
const rule: RateRule = { name: 'unit', limit: 2, windowSeconds: 60 };

const status = async (p: Promise<unknown>) =>
  p.then(
    () => 200,
    (e: HttpException) => [e.getStatus(), e.message],
  );

describe('RateLimiterService (real Redis)', () => {
  const redis = new Redis(REDIS_URL, { keyPrefix: `unit${randomBytes(4).toString('hex')}:`, maxRetriesPerRequest: 1 });
  const limiter = new RateLimiterService(redis);
  afterAll(async () => {
    const keys = await redis.keys(`${redis.options.keyPrefix}*`);
    if (keys.length) await redis.del(...keys.map((k) => k.slice(redis.options.keyPrefix!.length)));
    redis.disconnect();
  });

  it('consume allows `limit` events per key, then answers 429 with the given message', async () => {
    expect(await status(limiter.consume(rule, 'a', 'slow down'))).toBe(200);
    expect(await status(limiter.consume(rule, 'a', 'slow down'))).toBe(200);
    expect(await status(limiter.consume(rule, 'a', 'slow down'))).toEqual([429, 'slow down']);
    expect(await status(limiter.consume(rule, 'b', 'slow down'))).toBe(200);
  });

  it('hit counts within a window that expires; assertBelow refuses at the limit; reset clears', async () => {
    await limiter.hit(rule, 'c');
    expect(await status(limiter.assertBelow(rule, 'c', 'no'))).toBe(200);
    await limiter.hit(rule, 'c');
    expect(await status(limiter.assertBelow(rule, 'c', 'no'))).toEqual([429, 'no']);
    const ttl = await redis.ttl('ratelimit:unit:c');
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60);
    await limiter.reset(rule, 'c');
    expect(await status(limiter.assertBelow(rule, 'c', 'no'))).toBe(200);
  });

  it('answers 503 with a clear message when Redis cannot be reached', async () => {
    const dead = new Redis({
      host: '127.0.0.1',
      port: 1,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    dead.on('error', () => undefined);
    const offline = new RateLimiterService(dead);
    expect(await status(offline.consume(rule, 'x', 'n/a'))).toEqual([
      503,
      'Sign-in is temporarily unavailable. Please try again shortly.',
    ]);
    expect(await status(offline.assertBelow(rule, 'x', 'n/a'))).toEqual([
      503,
      'Sign-in is temporarily unavailable. Please try again shortly.',
    ]);
    dead.disconnect();
  });
});
