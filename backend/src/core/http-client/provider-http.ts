import { Logger } from '@nestjs/common';
import { errorText } from '../errors';
import { ProviderCause, ProviderError } from './provider-error';
import { maskSecretParams, SECRET_QUERY_PARAMS } from '../logging/secret-params';
import { recordProviderCall } from './provider-calls';

export interface ProviderRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: URL;
  headers?: Record<string, string>;
  /** JSON body (sent with Content-Type: application/json) or form fields (URLSearchParams). */
  body?: unknown;
  /** Safe to repeat (GETs, lookups): retried on throttling, timeouts and 5xx. Default: GET only. */
  idempotent?: boolean;
}

export interface ProviderAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface ProviderHttpOptions {
  provider: string;
  timeoutMs?: number;
  /** Attempts for an idempotent call (the first included). */
  attempts?: number;
  /** First backoff; doubles each retry (with jitter). */
  backoffMs?: number;
  /** Longest wait the client will sit through for Retry-After; a longer one is returned to the caller. */
  maxWaitMs?: number;
  /**
   * Turns a non-2xx answer into the provider's own cause (e.g. a 429 whose body says the daily quota is spent),
   * or returns undefined to use the default mapping. Also sees 2xx answers with an error inside (legacy APIs).
   */
  classify?: (
    status: number,
    body: unknown,
    headers: Headers,
  ) => { reason: ProviderCause; detail: string; retryAfterMs?: number } | undefined;
  /** Header and query parameter names whose values must never reach a log line. */
  secretNames?: string[];
  /** Injectable sleep (tests). */
  sleep?: (ms: number) => Promise<void>;
}

/** "Retry-After: 120" or an HTTP date, in ms from now (undefined when absent or unreadable). */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get('retry-after');
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const at = Date.parse(value);
  return Number.isFinite(at) ? Math.max(0, at - now) : undefined;
}

/**
 * The one outbound HTTP layer of the app: every provider client (Google Places, RentCast, Thinkific, Constant
 * Contact) sends through one of these. It adds a timeout; retries idempotent calls with exponential backoff on
 * network failures, 5xx and throttling, honouring Retry-After; turns every failure into a ProviderError naming the
 * provider and the cause; and logs one line per call with secrets (keys, tokens, codes) masked.
 */
export class ProviderHttp {
  private readonly logger: Logger;
  private readonly secrets: string[];

  constructor(private readonly options: ProviderHttpOptions) {
    this.logger = new Logger(`${options.provider} HTTP`);
    this.secrets = [...SECRET_QUERY_PARAMS, ...(options.secretNames ?? [])];
  }

  get provider(): string {
    return this.options.provider;
  }

  async send<T = unknown>(req: ProviderRequest): Promise<ProviderAnswer<T>> {
    const attempts = (req.idempotent ?? req.method === 'GET') ? (this.options.attempts ?? 3) : 1;
    let backoff = this.options.backoffMs ?? 250;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.once<T>(req);
      } catch (err) {
        const failure = err instanceof ProviderError ? err : this.error('unavailable', errorText(err));
        const wait = failure.retryAfterMs ?? backoff * (1 + Math.random() * 0.2);
        const canWait = wait <= (this.options.maxWaitMs ?? 10_000);
        if (!failure.retryable || attempt >= attempts || !canWait) throw failure;
        await (this.options.sleep ?? defaultSleep)(wait);
        backoff *= 2;
      }
    }
  }

  /** One attempt, counted by outcome (ok, or the failure's cause) with its latency. */
  private async once<T>(req: ProviderRequest): Promise<ProviderAnswer<T>> {
    const started = performance.now();
    try {
      const answer = await this.attempt<T>(req);
      recordProviderCall(this.options.provider, 'ok', started);
      return answer;
    } catch (err) {
      recordProviderCall(
        this.options.provider,
        err instanceof ProviderError ? err.reason : 'unavailable',
        started,
        err,
      );
      throw err;
    }
  }

  private async attempt<T>(req: ProviderRequest): Promise<ProviderAnswer<T>> {
    const started = Date.now();
    const headers: Record<string, string> = { Accept: 'application/json', ...req.headers };
    let body: string | undefined;
    if (req.body instanceof URLSearchParams) {
      body = req.body.toString();
      headers['Content-Type'] ??= 'application/x-www-form-urlencoded';
    } else if (req.body !== undefined) {
      body = JSON.stringify(req.body);
      headers['Content-Type'] ??= 'application/json';
    }
    let res: Response;
    try {
      res = await fetch(req.url, {
        method: req.method,
        headers,
        body,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (err) {
      this.log(req, 'network error', started);
      throw this.error('unavailable', errorText(err));
    }
    const text = await res.text().catch(() => '');
    let parsed: unknown = text;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      // not JSON: keep the text
    }
    this.log(req, String(res.status), started);
    const custom = this.options.classify?.(res.status, parsed, res.headers);
    if (custom)
      throw this.error(custom.reason, custom.detail, res.status, custom.retryAfterMs ?? retryAfterMs(res.headers));
    if (res.ok) {
      if (typeof parsed === 'string' && parsed !== '' && res.headers.get('content-type')?.includes('json'))
        throw this.error('unavailable', 'answer is not valid JSON', res.status);
      return { status: res.status, body: parsed as T };
    }
    throw this.error(defaultCause(res.status), summary(parsed), res.status, retryAfterMs(res.headers));
  }

  private error(reason: ProviderCause, detail: string, status?: number, retryAfter?: number): ProviderError {
    return new ProviderError(this.options.provider, reason, detail, status, retryAfter);
  }

  /** One line per call; the URL's secret query parameters and nothing of the body are logged. */
  private log(req: ProviderRequest, outcome: string, started: number) {
    const url = new URL(req.url);
    const shown = maskSecretParams(`${url.origin}${url.pathname}${url.search}`, this.secrets);
    this.logger.log(`${req.method} ${shown} → ${outcome} in ${Date.now() - started} ms`);
  }
}

function defaultCause(status: number): ProviderCause {
  if (status === 401 || status === 403) return 'denied';
  if (status === 404) return 'not-found';
  if (status === 429) return 'throttled';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

/**
 * A short description of an error answer: its message field when it has one, in the shapes providers use
 * ({error: {message}} from Google, {message} from RentCast, [{error_key, error_message}] from Constant Contact,
 * {error, error_description} from OAuth servers, {error: "..."} from Thinkific).
 */
function summary(body: unknown): string {
  const first: unknown = Array.isArray(body) ? body[0] : body;
  if (first && typeof first === 'object') {
    const b = first as Record<string, unknown>;
    const inner = (b.error && typeof b.error === 'object' ? b.error : b) as Record<string, unknown>;
    const message =
      inner.message ??
      inner.error_message ??
      inner.error_description ??
      b.message ??
      (typeof b.error === 'string' ? b.error : undefined);
    if (typeof message === 'string') return message.slice(0, 300);
  }
  if (body === null || body === undefined) return '';
  return typeof body === 'string' ? body.slice(0, 300) : JSON.stringify(body).slice(0, 300);
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
