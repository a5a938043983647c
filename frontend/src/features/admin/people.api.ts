import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type RequestBody, type ResponseBody } from '../../api/route';

export type PersonData = Schemas['PersonDto'];

/** /admin/people: POST throughout, so the address never sits in a URL. */
export const peopleApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchPerson: build.mutation<ResponseBody<'post', '/api/admin/people/search'>, string>({
      query: (email) => ({ ...route('post', '/api/admin/people/search'), body: { email } }),
    }),
    exportPerson: build.mutation<ResponseBody<'post', '/api/admin/people/export'>, string>({
      query: (email) => ({ ...route('post', '/api/admin/people/export'), body: { email } }),
    }),
    erasePerson: build.mutation<
      ResponseBody<'post', '/api/admin/people/erase'>,
      RequestBody<'post', '/api/admin/people/erase'>
    >({
      query: (body) => ({ ...route('post', '/api/admin/people/erase'), body }),
    }),
  }),
});

export const { useSearchPersonMutation, useExportPersonMutation, useErasePersonMutation } = peopleApi;
