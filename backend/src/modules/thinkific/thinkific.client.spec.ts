import { rateLimitResetMs } from './thinkific.client';

/** Thinkific's 429 carries "RateLimit-Reset: <epoch_time>" (support.thinkific.dev, "REST API Rate Limits"). */
describe('rateLimitResetMs', () => {
  const now = Date.parse('2026-11-22T10:00:00.000Z');
  const h = (value?: string) => new Headers(value === undefined ? {} : { 'RateLimit-Reset': value });

  it('reads an epoch in seconds or in milliseconds as the time the limit resets', () => {
    expect(rateLimitResetMs(h(String(now / 1000 + 42)), now)).toBe(42_000);
    expect(rateLimitResetMs(h(String(now + 1500)), now)).toBe(1500);
  });

  it('reads a small number as milliseconds to wait', () => {
    expect(rateLimitResetMs(h('2500'), now)).toBe(2500);
  });

  it('never waits a negative time and ignores a missing or unreadable header', () => {
    expect(rateLimitResetMs(h(String(now / 1000 - 5)), now)).toBe(0);
    expect(rateLimitResetMs(h(), now)).toBeUndefined();
    expect(rateLimitResetMs(h('soon'), now)).toBeUndefined();
  });
});
