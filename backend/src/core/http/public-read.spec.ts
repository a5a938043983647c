import Fastify from 'fastify';
import type { CacheBus } from '../cache/cache-bus';
import { PublicReadCache } from '../cache/public-read-cache';
import { registerConditionalGet, registerPublicReads } from './public-read';

const KEY = 'stories';

/** A bus with no other replica: changes are only heard in this process. */
const bus = { subscribe: () => undefined, publish: () => Promise.resolve() } as unknown as CacheBus;

async function setUp() {
  const cache = new PublicReadCache(bus);
  let serialized = 0;
  const app = Fastify();
  registerPublicReads(app, cache);
  registerConditionalGet(app);
  // The handler builds a fresh answer from the cached value on every call; toJSON counts the JSON writes.
  app.get('/stories', { config: { publicRead: KEY } }, async (req) => {
    const { n } = await cache.read(KEY, () => Promise.resolve({ n: 1 }));
    if (req.headers['x-user']) (req as unknown as { user: object }).user = { id: req.headers['x-user'] };
    return { n, toJSON: () => (serialized++, { n }) };
  });
  await app.ready();
  const get = (headers: Record<string, string> = {}) => app.inject({ url: '/stories', headers });
  return { cache, get, writes: () => serialized };
}

describe('PublicRead', () => {
  it('writes an anonymous answer once per cached version, however the handler builds it', async () => {
    const { get, writes } = await setUp();
    await get(); // loads the value: its version is new, nothing kept yet
    const answers = [await get(), await get(), await get()];
    expect(writes()).toBe(2);
    for (const res of answers) {
      expect(res.body).toBe('{"n":1}');
      expect(res.headers).toMatchObject({
        'cache-control': 'public, max-age=30, stale-while-revalidate=60',
        'content-type': 'application/json; charset=utf-8',
        etag: expect.stringMatching(/^W\/"7-/),
      });
    }
    const etag = answers[0].headers.etag as string;
    const cached = await get({ 'if-none-match': etag });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
    // A browser merges a 304's headers into its stored copy's: a length there would be the 304's own, 0, not the
    // 200's (RFC 9110 §8.6).
    expect(cached.headers).not.toHaveProperty('content-length');
    expect(cached.headers).not.toHaveProperty('content-type');
  });

  it('writes the bytes afresh after a change', async () => {
    const { cache, get, writes } = await setUp();
    await get();
    await get();
    await cache.changed(KEY);
    await get();
    await get();
    await get();
    expect(writes()).toBe(4);
  });

  it('answers a signed-in caller with plain JSON, written each time and not cacheable', async () => {
    const { get, writes } = await setUp();
    await get();
    await get();
    const res = await get({ 'x-user': 'u1' });
    expect(res.body).toBe('{"n":1}');
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.headers.etag).toBeUndefined();
    expect(writes()).toBe(3);
  });
});
