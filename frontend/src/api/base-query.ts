import { fetchBaseQuery, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { networkFailure, readBody, refusal, type ApiError } from './errors';

/** Query-string values; null and undefined are left out. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;

/**
 * RTK's fetchBaseQuery with the shared request behaviour of spec 1 §7: every call sends cookies and
 * `X-Requested-With: XMLHttpRequest` (the API's CSRF check); plain objects go as JSON, FormData as is. The body is
 * read as text here and parsed by the wrapper below, so a refusal keeps its exact text in `message`.
 */
const fetchQuery = fetchBaseQuery({
  credentials: 'include',
  prepareHeaders: (headers) => {
    headers.set('X-Requested-With', 'XMLHttpRequest');
    return headers;
  },
  paramsSerializer: (params: QueryParams) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) if (value != null) search.append(key, String(value));
    return search.toString();
  },
  responseHandler: 'text',
});

/**
 * The one base query (api/api.ts): a JSON answer is parsed (an empty one, 204, is null); a refusal becomes an
 * {@link ApiError} (`${status}: ${text}`, the ErrorDto body, Retry-After), and a 401 outside signing in tells the
 * session module that the session ended.
 */
export const apiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError> = async (args, api, extra) => {
  const result = await fetchQuery(args, api, extra);
  const response = result.meta?.response;
  const url = typeof args === 'string' ? args : args.url;
  if (!result.error) return { data: readBody(result.data as string, response?.headers.get('Content-Type') ?? null) };
  const { error } = result;
  if (!response || typeof error.status !== 'number') {
    return { error: networkFailure('error' in error ? error.error : error.status) };
  }
  return { error: refusal(url, response, typeof error.data === 'string' ? error.data : '') };
};
