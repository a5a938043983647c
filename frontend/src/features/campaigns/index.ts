import { lazy } from 'react';

/** /admin/emails: drip campaigns and the Constant Contact connection. */
export const CampaignsPage = lazy(() => import('./pages/CampaignsPage'));
