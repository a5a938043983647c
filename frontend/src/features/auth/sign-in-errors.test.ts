import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseRetryAfter } from '../../api/errors';
import { ApiCallError, callApi } from '../../api/client';
import { signInFailure, tooManyAttemptsMessage } from './sign-in-errors';

afterEach(() => vi.unstubAllGlobals());

const refusal = (status: number, body: string, headers: Record<string, string> = {}) =>
  vi.fn(() =>
    Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json', ...headers } })),
  );

/** What the sign-in call rejects with for this answer (the AuthProvider throws callApi's error as it comes). */
async function errorOf(fetchImpl: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchImpl);
  const err: unknown = await callApi({
    url: '/api/auth/login',
    method: 'POST',
    body: { username: 'a', password: 'b' },
  }).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiCallError)) throw new Error('expected a refusal');
  return err;
}

describe('tooManyAttemptsMessage', () => {
  it('rounds the wait up to whole minutes, singular for 1', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(60)).toBe('Too many sign-in attempts. Try again in 1 minute.');
    expect(tooManyAttemptsMessage(61)).toBe('Too many sign-in attempts. Try again in 2 minutes.');
    expect(tooManyAttemptsMessage(900)).toBe('Too many sign-in attempts. Try again in 15 minutes.');
    expect(tooManyAttemptsMessage(0)).toBe('Too many sign-in attempts. Try again in 1 minute.');
  });
  it('without a Retry-After, says a few minutes', () => {
    expect(tooManyAttemptsMessage(undefined)).toBe('Too many sign-in attempts. Try again in a few minutes.');
  });
});

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates', () => {
    expect(parseRetryAfter('299')).toBe(299);
    const now = Date.parse('2026-11-26T10:00:00Z');
    expect(parseRetryAfter('Thu, 26 Nov 2026 10:04:30 GMT', now)).toBe(270);
    expect(parseRetryAfter('Thu, 26 Nov 2026 09:00:00 GMT', now)).toBe(0);
    expect(parseRetryAfter(null)).toBeUndefined();
    expect(parseRetryAfter('soon')).toBeUndefined();
  });
});

describe('signInFailure', () => {
  it('429 with Retry-After: the wait, on every screen', async () => {
    const err = await errorOf(
      refusal(429, '{"statusCode":429,"message":"Too many sign-in attempts."}', { 'Retry-After': '541' }),
    );
    expect(err.retryAfterSeconds).toBe(541);
    expect(signInFailure(err, 'admin')).toEqual({
      kind: 'rate-limited',
      message: 'Too many sign-in attempts. Try again in 10 minutes.',
      retryAfterSeconds: 541,
    });
    expect(signInFailure(err, 'student')).toMatchObject({
      message: 'Too many sign-in attempts. Try again in 10 minutes.',
    });
  });

  it('500 and a network failure: the screen exception text of the spec', async () => {
    const server = await errorOf(refusal(500, '{"statusCode":500,"message":"Internal server error"}'));
    expect(signInFailure(server, 'admin')).toEqual({
      kind: 'toast',
      title: 'Error',
      message: 'An error occurred. Please try again.',
    });
    expect(signInFailure(server, 'student')).toEqual({
      kind: 'toast',
      title: 'Login error',
      message: 'Something went wrong. Please try again.',
    });
    const offline = await errorOf(vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    expect(offline.status).toBe('FETCH_ERROR');
    expect(signInFailure(offline, 'admin')).toMatchObject({
      title: 'Error',
      message: 'An error occurred. Please try again.',
    });
    expect(signInFailure(new Error('no user in the answer'), 'admin')).toMatchObject({ title: 'Error' });
  });

  it('403: the inactive account text from the server, under the refusal title', async () => {
    const err = await errorOf(
      refusal(403, '{"statusCode":403,"message":"This account is not active. Please contact support."}'),
    );
    expect(signInFailure(err, 'admin')).toEqual({
      kind: 'toast',
      title: 'Login Failed',
      message: 'This account is not active. Please contact support.',
    });
    expect(signInFailure(err, 'student')).toMatchObject({ title: 'Login failed' });
  });
});
