import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route, type ResponseBody } from '../../api/route';

export type OpsStatus = Schemas['OpsStatusDto'];

/** The ops page's one read: health, queues, providers and the day's mail (polled while the page is open). */
export const opsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOpsStatus: build.query<ResponseBody<'get', '/api/admin/ops'>, void>({
      query: () => route('get', '/api/admin/ops'),
    }),
  }),
});

export const { useGetOpsStatusQuery } = opsApi;
