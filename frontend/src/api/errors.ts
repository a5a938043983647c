import { route } from './route';
import type { Schemas } from './types';

/**
 * What every API refusal looks like to the screens, whichever client made the call (the RTK Query base query of the
 * router app, api/base-query.ts, or the plain client of the landing and shared-analysis apps, api/client.ts). No
 * RTK code here: the small apps import it.
 */

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
 * Fired on window when a call that needs a session gets 401: the session ended (expired, revoked). The session
 * module tells the user and clears the signed-in state once.
 */
export const SESSION_ENDED_EVENT = 'session-ended';
/** A 401 from these is a refused sign-in (or a session already gone), not the end of a session. */
const SIGN_IN_PATHS = [
  route('post', '/api/auth/login').url,
  route('post', '/api/auth/logout').url,
  route('post', '/api/auth/logout-all').url,
];

/** Retry-After as seconds: either a number of seconds or an HTTP date (RFC 9110 §10.2.3). */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

/** JSON when the text is JSON, else the text itself; null for no text. */
export function parseMaybeJson(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** The answer's body: parsed JSON when the response says it is JSON, else its text; null when empty (204). */
export function readBody(text: string, contentType: string | null): unknown {
  if (!text) return null;
  return contentType?.includes('json') ? parseMaybeJson(text) : text;
}

/** The ApiError of a non-OK answer to `url`; a 401 outside signing in also fires {@link SESSION_ENDED_EVENT}. */
export function refusal(url: string, response: Response, text: string): ApiError {
  const path = new URL(url, 'http://localhost').pathname;
  if (response.status === 401 && !SIGN_IN_PATHS.includes(path) && typeof window !== 'undefined')
    window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
  const parsed = parseMaybeJson(text);
  const isErrorDto = !!parsed && typeof parsed === 'object' && typeof (parsed as ApiErrorBody).statusCode === 'number';
  const retryAfterSeconds = parseRetryAfter(response.headers.get('Retry-After'));
  return {
    status: response.status,
    data: isErrorDto ? (parsed as ApiErrorBody) : text || null,
    message: `${response.status}: ${text || response.statusText}`,
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  };
}

/** A request that got no answer (network failure). */
export const networkFailure = (error: unknown): ApiError => ({
  status: 'FETCH_ERROR',
  data: null,
  message: error instanceof Error ? error.message : String(error),
});

/** True when `err` is an {@link ApiError} (from either client). */
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
