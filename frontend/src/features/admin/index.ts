/** The admin pages, each loaded by its route (app/routes.tsx), and what /admin opens with. */
export const loadAdminDashboardPage = () => import('./pages/AdminDashboardPage');
export const adminDashboardData = () => import('./admin.api').then((m) => m.dashboardPageData);
export const loadAdminUsersPage = () => import('./pages/AdminUsersPage');
export const loadAdminVideosPage = () => import('./pages/AdminVideosPage');
export const loadAdminSuccessStoriesPage = () => import('./pages/AdminSuccessStoriesPage');
export const loadAdminLeadsPage = () => import('./pages/AdminLeadsPage');
export const loadAdminAnalyticsPage = () => import('./pages/AdminAnalyticsPage');
export const loadAdminWebhooksPage = () => import('./pages/AdminWebhooksPage');
export const loadAdminAuditPage = () => import('./pages/AdminAuditPage');
export const loadAdminPeoplePage = () => import('./pages/AdminPeoplePage');
export const loadAdminOpsPage = () => import('./pages/AdminOpsPage');
export const loadAdminPrivacyPage = () => import('./pages/AdminPrivacyPage');
