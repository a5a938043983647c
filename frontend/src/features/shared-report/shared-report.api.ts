import { callApi } from '../../api/client';
import type { Schemas } from '../../api/types';
import { route } from '../../api/route';

export type SharedAnalysis = Schemas['SharedAnalysisDto'];
export type Report = Schemas['FixFlipReportDto'];

export const sharedPdfUrl = (token: string) => route('get', '/api/shared-analyses/{token}/report.pdf', { token }).url;

/**
 * A saved analysis shared read-only; anyone with the link reads it, no sign-in. The page is its own small
 * app (app/mount-shared.tsx, like the landing page): one plain call, no Redux.
 */
export const getSharedAnalysis = (token: string, signal?: AbortSignal) =>
  callApi<SharedAnalysis>(route('get', '/api/shared-analyses/{token}', { token }), signal);

/** The token of a /shared/<token> address. */
export const sharedToken = (pathname: string) => decodeURIComponent(pathname.split('/')[2] ?? '');
