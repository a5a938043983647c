import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type ResponseBody } from '../../api/route';

export type ShareLink = Schemas['ShareLinkResponseDto'];

/** The report of a saved analysis. Its PDF is a plain link (the browser downloads it with the session). */
export const reportPdfUrl = (id: string) => route('get', '/api/fix-flip/properties/{id}/report.pdf', { id }).url;

const reportApi = api.injectEndpoints({
  endpoints: (build) => ({
    shareFixFlipProperty: build.mutation<ResponseBody<'post', '/api/fix-flip/properties/{id}/share'>, { id: string }>({
      query: ({ id }) => ({ ...route('post', '/api/fix-flip/properties/{id}/share', { id }), body: {} }),
    }),
    revokeFixFlipShare: build.mutation<ResponseBody<'delete', '/api/fix-flip/properties/{id}/share'>, { id: string }>({
      query: ({ id }) => route('delete', '/api/fix-flip/properties/{id}/share', { id }),
    }),
  }),
});

export const { useShareFixFlipPropertyMutation, useRevokeFixFlipShareMutation } = reportApi;
