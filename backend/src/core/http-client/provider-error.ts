/** Why a call to an outside provider failed, as far as a caller needs to know. */
export type ProviderCause =
  /** The provider refused our credentials or the account/plan (401/403, an API not enabled). */
  | 'denied'
  /** Too many requests right now; retry after retryAfterMs. */
  | 'throttled'
  /** A daily/monthly quota is spent; nothing works until retryAfterMs (e.g. the next UTC midnight). */
  | 'quota-exhausted'
  /** The provider knows nothing matching the request (404). */
  | 'not-found'
  /** The provider refused the request as malformed (400, 422). */
  | 'rejected'
  /** Unreachable, timed out, or a 5xx: may work later. */
  | 'unavailable';

/** A typed failure of one provider call: which provider, why, and (when known) how long to wait. */
export class ProviderError extends Error {
  constructor(
    readonly provider: string,
    readonly reason: ProviderCause,
    detail: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(`${provider}: ${reason}${status ? ` (HTTP ${status})` : ''}: ${detail}`);
    this.name = 'ProviderError';
  }

  get retryable(): boolean {
    return this.reason === 'throttled' || this.reason === 'unavailable';
  }
}
