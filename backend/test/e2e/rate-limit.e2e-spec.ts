import Redis from 'ioredis';
import { REDIS } from '../../src/core/redis/redis.module';
import { RateLimitService } from '../../src/core/rate-limit/rate-limit.service';
import { TooManyRequestsException } from '../../src/core/rate-limit/too-many-requests.exception';
import { createTestApp, TestApp } from '../support/test-app';

/** The one rate-limit service against the real Redis: what its callers rely on beyond each route's own limits. */
describe('rate-limit service', () => {
  let t: TestApp;
  let limiter: RateLimitService;
  let redis: Redis;
  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    limiter = t.app.get(RateLimitService);
    redis = t.app.get(REDIS);
  });
  afterAll(() => t.close());
  beforeEach(() => t.resetRateLimits());

  const tight = { name: 'test-tight', limit: 1, windowSeconds: 600 };
  const loose = { name: 'test-loose', limit: 3, windowSeconds: 60 };
  const refusal = (wait: number) => `wait ${wait}`;
  const refused = (p: Promise<unknown>) =>
    p.then(
      () => null,
      (err: unknown) => (err instanceof TooManyRequestsException ? [err.message, err.retryAfterSeconds] : err),
    );

  it('refuses with the seconds until the refused counter frees up, and a refusal counts on no counter', async () => {
    await limiter.consume(tight, 'a', refusal, 'down');
    expect(
      await refused(
        limiter.reserve(
          [
            [loose, 'a'],
            [tight, 'a'],
          ],
          refusal,
          'down',
        ),
      ),
    ).toEqual(['wait 600', 600]);
    // The loose counter still has its whole allowance: the refused call gave back what it took.
    for (let i = 0; i < loose.limit; i++) await limiter.consume(loose, 'a', refusal, 'down');
    expect(await refused(limiter.consume(loose, 'a', 'no more', 'down'))).toEqual(['no more', 60]);
    // Another id has counters of its own.
    await limiter.consume(tight, 'b', refusal, 'down');
  });

  it('lets exactly `limit` of many parallel callers through', async () => {
    const outcomes = await Promise.all(
      Array.from({ length: 12 }, () => refused(limiter.reserve([[loose, 'p']], refusal, 'down'))),
    );
    expect(outcomes.filter((o) => o === null)).toHaveLength(loose.limit);
  });

  it('gives back a released reservation once, and reset forgets a counter', async () => {
    const first = await limiter.reserve([[tight, 'r']], refusal, 'down');
    await first.release();
    await first.release();
    await limiter.consume(tight, 'r', refusal, 'down');
    expect(await refused(limiter.consume(tight, 'r', refusal, 'down'))).toEqual(['wait 600', 600]);
    await limiter.reset(tight, 'r', 'down');
    await limiter.consume(tight, 'r', refusal, 'down');
  });

  it('keeps counters under ratelimit:<rule>:<keyed hash of the id>, never the id in the clear', async () => {
    await limiter.consume(loose, 'ann@example.test', refusal, 'down');
    const keys = await redis.keys(`${t.env.REDIS_PREFIX}:ratelimit:test-loose:*`);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/:ratelimit:test-loose:[A-Za-z0-9_-]{43}$/);
    expect(keys[0]).not.toContain('ann');
  });
});
