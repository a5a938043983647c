import { preferredEncoding, rememberedEncoding } from './accept-encoding';

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0.8', 'gzip'],
    ['br; q=0.000, gzip', 'gzip'],
    ['br;q=0.1', 'br'],
    ['br;q=0.1, gzip;q=0.9', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['*;q=0, gzip', 'gzip'],
    ['identity', null],
    ['deflate', null],
    ['gzip;q=0', null],
    ['', null],
    [undefined, null],
  ])('Accept-Encoding %p → %p', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('rememberedEncoding', () => {
  it('answers as preferredEncoding, the same on a repeat', () => {
    expect(rememberedEncoding('gzip, deflate, br')).toBe('br');
    expect(rememberedEncoding('gzip, deflate, br')).toBe('br');
    expect(rememberedEncoding('deflate')).toBeNull();
    expect(rememberedEncoding('deflate')).toBeNull();
    expect(rememberedEncoding(undefined)).toBeNull();
  });
});
