import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type RequestBody, type ResponseBody } from '../../api/route';

export type SuppressionEntry = Schemas['SuppressionDto'];
export type SuppressionInput = RequestBody<'post', '/api/suppressions'>;
export const SUPPRESSIONS_EXPORT_URL = route('get', '/api/suppressions/export.csv').url;

const tagged = api.enhanceEndpoints({ addTagTypes: ['Suppressions'] });

/** The suppression list (/admin/suppressions). */
export const suppressionsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    listSuppressions: build.query<ResponseBody<'get', '/api/suppressions'>, { search?: string; page: number }>({
      query: (params) => ({ ...route('get', '/api/suppressions'), params }),
      providesTags: ['Suppressions'],
    }),
    addSuppression: build.mutation<ResponseBody<'post', '/api/suppressions'>, SuppressionInput>({
      query: (body) => ({ ...route('post', '/api/suppressions'), body }),
      invalidatesTags: ['Suppressions'],
    }),
    removeSuppression: build.mutation<ResponseBody<'delete', '/api/suppressions/{id}'>, string>({
      query: (id) => route('delete', '/api/suppressions/{id}', { id }),
      invalidatesTags: ['Suppressions'],
    }),
    importSuppressions: build.mutation<ResponseBody<'post', '/api/suppressions/import'>, string>({
      query: (csv) => ({ ...route('post', '/api/suppressions/import'), body: { csv } }),
      invalidatesTags: ['Suppressions'],
    }),
  }),
});

export const {
  useListSuppressionsQuery,
  useAddSuppressionMutation,
  useRemoveSuppressionMutation,
  useImportSuppressionsMutation,
} = suppressionsApi;
