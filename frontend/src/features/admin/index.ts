import { lazyPage } from '../../shared/lazy-page';

export const AdminDashboardPage = lazyPage(
  () => import('./pages/AdminDashboardPage'),
  () => import('./admin.api').then((m) => m.dashboardPageData),
);
export const AdminUsersPage = lazyPage(() => import('./pages/AdminUsersPage'));
export const AdminVideosPage = lazyPage(() => import('./pages/AdminVideosPage'));
export const AdminSuccessStoriesPage = lazyPage(() => import('./pages/AdminSuccessStoriesPage'));
export const AdminLeadsPage = lazyPage(() => import('./pages/AdminLeadsPage'));
export const AdminAnalyticsPage = lazyPage(() => import('./pages/AdminAnalyticsPage'));
export const AdminWebhooksPage = lazyPage(() => import('./pages/AdminWebhooksPage'));
