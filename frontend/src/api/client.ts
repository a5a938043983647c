import { networkFailure, readBody, refusal, type ApiError, type ApiErrorBody } from './errors';

/**
 * The small plain client of the landing page and the shared-analysis page, which ship without Redux and RTK Query
 * (the router app's calls all go through the one createApi, api/api.ts). Same behaviour as the base query: cookies,
 * the CSRF header, JSON bodies, the error shape (api/errors.ts).
 */
export interface PlainRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
}

/** A refused or failed call from {@link callApi}; it is an ApiError, so isApiError and errorMessage read it. */
export class ApiCallError extends Error implements ApiError {
  readonly status: ApiError['status'];
  readonly data: ApiErrorBody | string | null;
  readonly retryAfterSeconds?: number;

  constructor(error: ApiError) {
    super(error.message);
    this.name = 'ApiCallError';
    this.status = error.status;
    this.data = error.data;
    if (error.retryAfterSeconds !== undefined) this.retryAfterSeconds = error.retryAfterSeconds;
  }
}

/** One call: resolves with the answer's body (JSON, text, or null when empty); rejects with an {@link ApiCallError}. */
export async function callApi<T>(request: string | PlainRequest, signal?: AbortSignal): Promise<T> {
  const req: PlainRequest = typeof request === 'string' ? { url: request } : request;
  const headers = new Headers(req.headers);
  const hasBody = req.body !== undefined && req.body !== null;
  const method = req.method ?? (hasBody ? 'POST' : 'GET');
  // The API's CSRF check asks it of every mutating call only; a GET without it can take an answer the page preloaded
  // (spa.html preloads the session check: a request with a header the preload lacked would not match it).
  if (method !== 'GET') headers.set('X-Requested-With', 'XMLHttpRequest');
  if (hasBody) headers.set('Content-Type', 'application/json');
  const sent = fetch(req.url, {
    method,
    headers,
    body: hasBody ? JSON.stringify(req.body) : undefined,
    credentials: 'include',
    signal,
  });
  return answerOf<T>(req.url, sent);
}

/** The answer of a call already sent to `url`, read as {@link callApi} reads its own. */
export async function answerOf<T>(url: string, sent: Promise<Response>): Promise<T> {
  let response: Response;
  try {
    response = await sent;
  } catch (e) {
    throw new ApiCallError(networkFailure(e));
  }
  const text = await response.text().catch(() => '');
  if (!response.ok) throw new ApiCallError(refusal(url, response, text));
  return readBody(text, response.headers.get('Content-Type')) as T;
}
