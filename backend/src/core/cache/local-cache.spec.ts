import { LocalCache } from './local-cache';

describe('LocalCache', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const cache = new LocalCache<number>(3, 60_000);
    for (let i = 0; i < 10; i++) cache.set(`k${i}`, i);
    expect(cache.size).toBe(3);
    expect(cache.get('k6')).toBeUndefined();
    expect([cache.get('k7'), cache.get('k8'), cache.get('k9')]).toEqual([7, 8, 9]);
  });

  it('never serves an entry older than maxAgeMs', () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new LocalCache<string>(10, 1000);
    cache.set('a', 'x');
    jest.setSystemTime(999);
    expect(cache.get('a')).toBe('x');
    jest.setSystemTime(1000);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops expired entries from memory on the next write, even when they are never read again', () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new LocalCache<number>(1000, 1000);
    for (let i = 0; i < 500; i++) cache.set(`old${i}`, i);
    jest.setSystemTime(1500);
    cache.set('new', 1);
    expect(cache.size).toBe(1);
    expect(cache.get('new')).toBe(1);
  });

  it('a rewritten key moves to the young end and gets a fresh age', () => {
    jest.useFakeTimers({ now: 0 });
    const cache = new LocalCache<number>(2, 1000);
    cache.set('a', 1);
    cache.set('b', 2);
    jest.setSystemTime(600);
    cache.set('a', 3);
    cache.set('c', 4); // full: 'b' (now the oldest) goes
    expect(cache.get('b')).toBeUndefined();
    jest.setSystemTime(1200);
    expect(cache.get('a')).toBe(3);
    expect(cache.get('c')).toBe(4);
  });
});
