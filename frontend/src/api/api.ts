import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './base-query';

/**
 * THE one createApi of the app. Features add their endpoints with
 * `api.injectEndpoints(...)` in `features/<area>/<area>.api.ts`, and tag types with
 * `api.enhanceEndpoints({ addTagTypes: [...] })`.
 *
 * Spec 1 §7: nothing is retried (the base query never retries), cached data never goes stale,
 * no refetch on focus/reconnect/mount and no polling.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [],
  keepUnusedDataFor: Infinity,
  refetchOnMountOrArgChange: false,
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});

export { errorMessage, isApiError } from './base-query';
export type { ApiError, ApiRequest } from './base-query';
