import { api } from '../../api/api';
import type { Schemas } from '../../api/types';
import { route } from '../../api/route';

export type SharedAnalysis = Schemas['SharedAnalysisDto'];
export type Report = Schemas['FixFlipReportDto'];

export const sharedPdfUrl = (token: string) => `/api/shared-analyses/${encodeURIComponent(token)}/report.pdf`;

/** Issue 28: a saved analysis shared read-only; anyone with the link reads it, no sign-in. */
const sharedReportApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSharedAnalysis: build.query<SharedAnalysis, string>({
      query: (token) => route('get', '/api/shared-analyses/{token}', { token }),
    }),
  }),
});

export const { useGetSharedAnalysisQuery } = sharedReportApi;
