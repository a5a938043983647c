import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route } from '../../api/route';

/** Visitor tracking calls (spec 1 §7). Mutations: never cached, results only read by the tracker. */
export const trackingApi = api.injectEndpoints({
  endpoints: (build) => ({
    registerVisitor: build.mutation<Schemas['RegisterVisitorResponseDto'], Schemas['RegisterVisitorDto']>({
      query: (body) => ({ ...route('post', '/api/visitors'), body }),
    }),
    trackVisitorAction: build.mutation<Schemas['TrackActionResponseDto'], Schemas['VisitorActionDto']>({
      query: (body) => ({ ...route('post', '/api/visitors/actions'), body }),
    }),
  }),
});
