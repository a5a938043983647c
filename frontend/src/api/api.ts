import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
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

export { errorMessage, isApiError } from './errors';
export type { ApiError } from './errors';

/**
 * The requests a page opens with (RTK Query prefetches, with the same arguments as the page's hooks, so the hooks find
 * them in the cache). The route table's loader starts them once the session check allows the page, while the page's
 * code still loads (app/routes.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store: the prefetch thunks read only their api
export type PageData = (dispatch: ThunkDispatch<any, unknown, UnknownAction>) => void;
