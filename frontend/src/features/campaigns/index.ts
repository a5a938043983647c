/** /admin/emails: drip campaigns and the Constant Contact connection, loaded by its route (app/routes.tsx). */
export const loadCampaignsPage = () => import('./pages/CampaignsPage');
/** /admin/suppressions: the suppression list. */
export const loadSuppressionListPage = () => import('./pages/SuppressionListPage');
export const campaignsPageData = () => import('./campaigns.api').then((m) => m.campaignsPageData);
