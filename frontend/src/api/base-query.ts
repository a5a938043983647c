import type { Schemas } from './types';
import type { BaseQueryFn } from '@reduxjs/toolkit/query/react'; // a type only: no RTK code at run time
import { route } from './route';

/**
 * Shared request behaviour of spec 1 §7:
 * - every call sends cookies (credentials: 'include') and `X-Requested-With: XMLHttpRequest`;
 * - `Content-Type: application/json` only when there is a JSON body (FormData: none, the browser sets the boundary);
 * - a non-OK answer becomes an {@link ApiError} whose message is `${status}: ${bodyText || statusText}`;
 * - a 401 is an error unless the call sets `nullOn401` (then it yields `null`).
 *
 * `url` is used as given; endpoints pass the full path from docs/openapi.json, e.g. '/api/auth/check'.
 */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

export interface ApiRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Plain objects/arrays are sent as JSON; FormData, Blob and URLSearchParams are sent as is. */
  body?: unknown;
  /** Appended to the URL as a query string; null/undefined values are skipped. */
  params?: QueryParams;
  headers?: Record<string, string>;
  /** Answer a 401 with `data: null` instead of an error (e.g. "who am I" reads). */
  nullOn401?: boolean;
  /** How to read a successful body. Default 'auto': JSON when the response says so, else text; 204 → null. */
  responseType?: 'auto' | 'json' | 'text' | 'blob';
}

/** The error body every API refusal carries, as the contract describes it (components.schemas.ErrorDto). */
export type ApiErrorBody = Schemas['ErrorDto'];

export interface ApiError {
  /** HTTP status, or 'FETCH_ERROR' when the request never got an answer (network failure). */
  status: number | 'FETCH_ERROR';
  /** The contract's error body for API refusals; the raw text (or null) when the answer was not one. */
  data: ApiErrorBody | string | null;
  /** `${status}: ${bodyText || statusText}` (or the network error text). */
  message: string;
  /** Seconds the server asked to wait (its Retry-After header, in seconds or as a date), when it sent one. */
  retryAfterSeconds?: number;
}

/**
 * Fired on window when a call that needs a session gets 401: the session ended (expired, revoked). The auth
 * provider tells the user and clears the signed-in state once.
 */
export const SESSION_ENDED_EVENT = 'session-ended';
const SIGN_IN_URLS: string[] = [
  route('post', '/api/auth/login').url,
  route('post', '/api/auth/logout').url,
  route('post', '/api/auth/logout-all').url,
];

export type ApiBaseQuery = BaseQueryFn<string | ApiRequest, unknown, ApiError>;

/** A refusal's body: the contract's ErrorDto when it is one, else the text as it came. */
function errorBody(text: string): ApiError['data'] {
  const parsed = parseMaybeJson(text);
  if (parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).statusCode === 'number')
    return parsed as ApiErrorBody;
  return text || null;
}

/** Retry-After as seconds: either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

function isRawBody(body: unknown): boolean {
  return (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

function withParams(url: string, params?: QueryParams): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== null && value !== undefined) search.append(key, String(value));
  }
  const qs = search.toString();
  if (!qs) return url;
  return url + (url.includes('?') ? '&' : '?') + qs;
}

function parseMaybeJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export type ApiResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

/**
 * One API call with the shared behaviour above, without Redux: the RTK Query base query wraps it, and the landing
 * page (which ships without RTK Query) calls it through api/client.ts.
 */
export async function sendApiRequest(arg: string | ApiRequest, signal?: AbortSignal): Promise<ApiResult> {
  const req: ApiRequest = typeof arg === 'string' ? { url: arg } : arg;
  const method = req.method ?? (req.body === undefined ? 'GET' : 'POST');
  const headers = new Headers(req.headers);
  headers.set('X-Requested-With', 'XMLHttpRequest');

  let body: BodyInit | undefined;
  if (req.body !== undefined && req.body !== null) {
    if (isRawBody(req.body)) {
      body = req.body as BodyInit;
    } else {
      body = JSON.stringify(req.body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  let response: Response;
  try {
    response = await fetch(withParams(req.url, req.params), {
      method,
      headers,
      body,
      credentials: 'include',
      signal,
    });
  } catch (e) {
    const text = e instanceof Error ? e.message : String(e);
    return { error: { status: 'FETCH_ERROR', data: null, message: text } };
  }

  if (!response.ok) {
    if (response.status === 401 && req.nullOn401) return { data: null };
    if (response.status === 401 && !SIGN_IN_URLS.includes(req.url))
      window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
    const text = await response.text().catch(() => '');
    const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
    return {
      error: {
        status: response.status,
        data: errorBody(text),
        message: `${response.status}: ${text || response.statusText}`,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      },
    };
  }

  const type = req.responseType ?? 'auto';
  if (type === 'blob') return { data: await response.blob() };
  if (response.status === 204) return { data: null };
  const text = await response.text();
  if (type === 'text') return { data: text };
  if (type === 'json') return { data: text ? (JSON.parse(text) as unknown) : null };
  const contentType = response.headers.get('Content-Type') ?? '';
  return { data: contentType.includes('json') ? parseMaybeJson(text) : text };
}

export const apiBaseQuery: ApiBaseQuery = (arg, { signal }) => sendApiRequest(arg, signal);

/** True when `err` is an error produced by {@link apiBaseQuery}. */
export function isApiError(err: unknown): err is ApiError {
  return typeof err === 'object' && err !== null && 'status' in err && 'message' in err;
}

/**
 * The server's JSON `message` field if present (joined if it is a list, as validation errors are),
 * else `fallback`. Used by toasts that show "the server message".
 */
export function errorMessage(err: unknown, fallback: string): string {
  if (typeof err !== 'object' || err === null) return fallback;
  const data = (err as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return fallback;
  const message = (data as Partial<ApiErrorBody> & { message?: unknown }).message;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const parts = message.filter((m): m is string => typeof m === 'string' && m.trim() !== '');
    if (parts.length) return parts.join(' ');
  }
  return fallback;
}
