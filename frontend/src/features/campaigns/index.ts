import { lazyPage } from '../../shared/lazy-page';

/** /admin/emails: drip campaigns and the Constant Contact connection. */
export const CampaignsPage = lazyPage(
  () => import('./pages/CampaignsPage'),
  () => import('./campaigns.api').then((m) => m.campaignsPageData),
);
