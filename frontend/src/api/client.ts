import { sendApiRequest, type ApiError, type ApiErrorBody, type ApiRequest } from './base-query';

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

/**
 * One API call without Redux (the base query's behaviour: cookies, the CSRF header, JSON bodies, the error shape).
 * For the landing page, which ships without RTK Query; every other page uses the one createApi (api/api.ts).
 * Resolves with the answer's body; rejects with an {@link ApiCallError}.
 */
export async function callApi<T>(request: string | ApiRequest, signal?: AbortSignal): Promise<T> {
  const result = await sendApiRequest(request, signal);
  if (result.error) throw new ApiCallError(result.error);
  return result.data as T;
}
