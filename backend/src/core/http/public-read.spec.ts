import { Reflector } from '@nestjs/core';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { defer, lastValueFrom } from 'rxjs';
import type { CacheBus } from '../cache/cache-bus';
import { PublicReadCache } from '../cache/public-read-cache';
import { PublicRead, PublicReadInterceptor } from './public-read';

const KEY = 'stories';

class Handlers {
  @PublicRead(KEY)
  list(): void {}
}

/** A bus with no other replica: changes are only heard in this process. */
const bus = { subscribe: () => undefined, publish: () => Promise.resolve() } as unknown as CacheBus;

function setUp() {
  const cache = new PublicReadCache(bus);
  const interceptor = new PublicReadInterceptor(new Reflector(), cache);
  /** One request: the handler reads the cache and returns a fresh object built from the cached value. */
  const call = async (user?: object) => {
    const headers: Record<string, string> = {};
    const reply = { header: (name: string, value: string) => ((headers[name.toLowerCase()] = value), reply) };
    const context = {
      switchToHttp: () => ({ getRequest: () => ({ user, headers: {} }), getResponse: () => reply }),
      getHandler: () => Handlers.prototype.list,
    } as unknown as ExecutionContext;
    const handler: CallHandler<object> = {
      handle: () => defer(async () => ({ ...(await cache.read(KEY, () => Promise.resolve({ n: 1 }))) })),
    };
    const body = await lastValueFrom(interceptor.intercept(context, handler));
    return { body, headers };
  };
  return { cache, call };
}

describe('PublicRead', () => {
  it('sends anonymous callers bytes written once per cached version, however the handler builds its answer', async () => {
    const { call } = setUp();
    const first = await call(); // loads the value: its version is new, nothing kept yet
    const second = await call();
    const third = await call();
    expect(Buffer.isBuffer(second.body)).toBe(true);
    expect((second.body as Buffer).toString()).toBe('{"n":1}');
    expect(third.body).toBe(second.body); // the same bytes, though each call returned a new object
    expect(first.body).not.toBe(second.body);
    expect(second.headers).toMatchObject({
      'cache-control': 'public, max-age=30, stale-while-revalidate=60',
      'content-type': 'application/json; charset=utf-8',
      etag: expect.stringMatching(/^W\/"7-/),
    });
  });

  it('writes the bytes afresh after a change', async () => {
    const { cache, call } = setUp();
    await call();
    const before = await call();
    await cache.changed(KEY);
    await call();
    const after = await call();
    expect(after.body).not.toBe(before.body);
    expect(await call()).toEqual(after);
  });

  it('answers a signed-in caller with the plain value', async () => {
    const { call } = setUp();
    expect((await call({ id: 'u1' })).body).toEqual({ n: 1 });
  });
});
