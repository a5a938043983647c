import { classifyConstantContact } from './constant-contact.client';

/**
 * The two 429 bodies are Constant Contact's own (developer.constantcontact.com, api_guide/rate_limits.html):
 * {"error_key": "quota_exceeded", "error_message": "Limit Exceeded"} and
 * {"error_key": "throttled", "error_message": "Too Many Requests"}. Other v3 errors come as an array of the same
 * objects (api_guide/glossary_responses.html), so both shapes are read.
 */
describe('classifyConstantContact', () => {
  const now = new Date('2026-11-22T17:45:00.000Z');

  it('turns quota_exceeded into "quota used up until" the next 00:00 UTC, not a retry', () => {
    expect(classifyConstantContact(429, { error_key: 'quota_exceeded', error_message: 'Limit Exceeded' }, now)).toEqual(
      {
        reason: 'quota-exhausted',
        detail: 'daily request quota (10,000) used up until 2026-11-23T00:00:00.000Z',
        retryAfterMs: 6 * 3600_000 + 15 * 60_000,
      },
    );
    expect(
      classifyConstantContact(429, [{ error_key: 'quota_exceeded', error_message: 'Limit Exceeded' }], now)?.reason,
    ).toBe('quota-exhausted');
  });

  it('turns throttled (4 requests a second) into a retryable throttle after a second', () => {
    expect(classifyConstantContact(429, { error_key: 'throttled', error_message: 'Too Many Requests' }, now)).toEqual({
      reason: 'throttled',
      detail: 'Too Many Requests (over 4 requests a second)',
      retryAfterMs: 1000,
    });
    // A 429 without a body we know is treated as the per-second limit, never as a spent day.
    expect(classifyConstantContact(429, '', now)?.reason).toBe('throttled');
  });

  it('leaves every other answer to the default mapping', () => {
    expect(classifyConstantContact(200, { error_key: 'quota_exceeded' }, now)).toBeUndefined();
    expect(classifyConstantContact(401, [{ error_key: 'unauthorized' }], now)).toBeUndefined();
  });
});
