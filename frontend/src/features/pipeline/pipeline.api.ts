import { analyzerApi } from '../analyzer';
import { route, type ResponseBody } from '../../api/route';
import type { Schemas } from '../../api/types';

/** Spec 2 §7: PUT /api/fix-flip/properties/{dealId}/status. The list refreshes after a move. */
export const pipelineApi = analyzerApi.injectEndpoints({
  endpoints: (build) => ({
    changeDealStatus: build.mutation<
      ResponseBody<'put', '/api/fix-flip/properties/{id}/status'>,
      { id: string } & Schemas['ChangeDealStatusDto']
    >({
      query: ({ id, ...body }) => ({ ...route('put', '/api/fix-flip/properties/{id}/status', { id }), body }),
      invalidatesTags: ['FixFlipProperties'],
    }),
  }),
});

export const { useChangeDealStatusMutation } = pipelineApi;
