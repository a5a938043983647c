import { parseRange } from './http-range';

describe('parseRange', () => {
  it('serves the whole file without a usable header', () => {
    expect(parseRange(undefined, 100)).toBeUndefined();
    expect(parseRange('items=0-5', 100)).toBeUndefined();
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined();
    expect(parseRange('bytes=0-9,200-300', 100)).toBeUndefined();
    expect(parseRange('nonsense', 100)).toBeUndefined();
  });

  it('reads explicit, open-ended and suffix ranges', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=95-200', 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange('Bytes = 0 - 9', 100)).toEqual({ start: 0, end: 9 });
  });

  it('refuses ranges that cannot be served', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=10-5', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=abc', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=1a-5', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=-10', 0)).toBe('unsatisfiable');
  });
});
