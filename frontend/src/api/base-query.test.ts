// @vitest-environment jsdom
import { configureStore } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_EVENT, type ApiError } from './errors';
import { apiBaseQuery } from './base-query';

/** The base query as the one createApi uses it, against a stubbed fetch (absolute URLs: Node has no page origin). */
const testApi = createApi({
  baseQuery: apiBaseQuery,
  endpoints: (build) => ({
    call: build.mutation<unknown, { url: string; method?: string; body?: unknown; params?: Record<string, unknown> }>({
      query: (args) => args,
    }),
  }),
});
const store = configureStore({
  reducer: { [testApi.reducerPath]: testApi.reducer },
  middleware: (m) => m().concat(testApi.middleware),
});
const call = (args: Parameters<typeof testApi.endpoints.call.initiate>[0]) =>
  store.dispatch(testApi.endpoints.call.initiate(args));

const answer = (body: string | null, init: ResponseInit = {}) => {
  const fetchImpl = vi.fn((_req: Request) => Promise.resolve(new Response(body, init)));
  vi.stubGlobal('fetch', fetchImpl);
  return fetchImpl;
};
const sent = (fetchImpl: ReturnType<typeof answer>) => fetchImpl.mock.calls[0][0];

const ended = vi.fn();
window.addEventListener(SESSION_ENDED_EVENT, ended);

afterEach(() => {
  vi.unstubAllGlobals();
  ended.mockClear();
});

describe('apiBaseQuery', () => {
  it('sends cookies, the CSRF header and a JSON body, and reads a JSON answer', async () => {
    const fetchImpl = answer('{"ok":true}', { headers: { 'Content-Type': 'application/json; charset=utf-8' } });
    const result = await call({ url: 'http://app.test/api/things', method: 'POST', body: { name: 'x' } });
    const request = sent(fetchImpl);
    expect(request.method).toBe('POST');
    expect(request.credentials).toBe('include');
    expect(request.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.text()).toBe('{"name":"x"}');
    expect(result.data).toEqual({ ok: true });
  });

  it('leaves null and undefined out of the query string', async () => {
    const fetchImpl = answer('[]', { headers: { 'Content-Type': 'application/json' } });
    await call({ url: 'http://app.test/api/leads', params: { search: undefined, page: 2, status: null, q: 'a b' } });
    expect(sent(fetchImpl).url).toBe('http://app.test/api/leads?page=2&q=a+b');
  });

  it('answers null for an empty answer (204) and the text for a text answer', async () => {
    answer(null, { status: 204 });
    expect((await call({ url: 'http://app.test/api/x', method: 'DELETE' })).data).toBeNull();
    answer('plain', { headers: { 'Content-Type': 'text/plain' } });
    expect((await call({ url: 'http://app.test/api/x' })).data).toBe('plain');
  });

  it('turns a refusal into the error the screens read: status, ErrorDto body, message, Retry-After', async () => {
    const body = '{"statusCode":429,"message":"Too many sign-in attempts."}';
    answer(body, { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '541' } });
    const { error } = await call({ url: 'http://app.test/api/auth/sign-in-link', method: 'POST', body: {} });
    expect(error).toEqual<ApiError>({
      status: 429,
      data: { statusCode: 429, message: 'Too many sign-in attempts.' },
      message: `429: ${body}`,
      retryAfterSeconds: 541,
    });
  });

  it('keeps a body that is not an ErrorDto as text, and says the status text when there is none', async () => {
    answer('<html>bad gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } });
    expect((await call({ url: 'http://app.test/api/x' })).error).toMatchObject({
      status: 502,
      data: '<html>bad gateway</html>',
    });
    answer(null, { status: 500, statusText: 'Internal Server Error' });
    expect((await call({ url: 'http://app.test/api/x' })).error).toMatchObject({
      status: 500,
      data: null,
      message: '500: Internal Server Error',
    });
  });

  it('a 401 ends the session, except from signing in or out', async () => {
    answer('{"statusCode":401,"message":"Unauthorized"}', { status: 401 });
    await call({ url: 'http://app.test/api/admin/users' });
    expect(ended).toHaveBeenCalledTimes(1);
    answer('{"statusCode":401,"message":"Invalid credentials"}', { status: 401 });
    await call({ url: 'http://app.test/api/auth/login', method: 'POST', body: {} });
    await call({ url: 'http://app.test/api/auth/logout', method: 'POST' });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('a request that got no answer is a FETCH_ERROR with the network error text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    expect((await call({ url: 'http://app.test/api/x' })).error).toEqual({
      status: 'FETCH_ERROR',
      data: null,
      message: 'TypeError: Failed to fetch',
    });
  });
});
