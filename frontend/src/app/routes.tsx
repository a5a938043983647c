import type { ComponentType } from 'react';
import { Outlet, type LoaderFunction, type RouteObject } from 'react-router-dom';
import type { PageData } from '../api/api';
import {
  adminDashboardData,
  loadAdminAnalyticsPage,
  loadAdminDashboardPage,
  loadAdminLeadsPage,
  loadAdminSuccessStoriesPage,
  loadAdminUsersPage,
  loadAdminVideosPage,
  loadAdminWebhooksPage,
  loadAdminAuditPage,
  loadAdminPeoplePage,
  loadAdminOpsPage,
  loadAdminPrivacyPage,
} from '../features/admin';
import { loadAdminCourseContentPage } from '../features/admin-content';
import { loadFixFlipPage } from '../features/analyzer';
import { loadAdminLoginPage, loadResetPasswordPage, loadSignInLinkPage, loadStudentLoginPage } from '../features/auth';
import { campaignsPageData, loadCampaignsPage, loadSuppressionListPage } from '../features/campaigns';
import {
  loadCreativeFinancePage,
  loadRentalUnderwriterPage,
  loadScriptsObjectionsPage,
  loadStudentDashboardPage,
  studentDashboardData,
} from '../features/portal';
import { loadPrivacyPage } from '../features/privacy';
import { loadSharedAnalysisPage } from '../features/shared-report';
import { checkSession } from '../shared/auth/session';
import { PageSpinner } from '../shared/components/PageSpinner';
import { hasRole, RequireRole, type Role } from './RequireRole';
import { RootLayout } from './layout';
import RouteError from './RouteError';

/** A route whose component is its module's default export, downloaded when the route is opened (React Router's lazy). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a page's props, whatever they are
const lazyRoute = (load: () => Promise<{ default: ComponentType<any> }>): Pick<RouteObject, 'lazy'> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/**
 * A loader that starts a page's first requests (its {@link PageData}) while the page's code loads, once the session
 * check says the user may open it. It does not wait for them: the guard shows "Checking authentication..." meanwhile,
 * and the page's hooks find the answers in the cache.
 */
const pageData =
  (role: Role, data: () => Promise<PageData>): LoaderFunction =>
  () => {
    Promise.all([checkSession(), data(), import('./store')])
      .then(([session, start, { store }]) => hasRole(session.user, role) && start(store.dispatch))
      .catch(() => undefined); // a failure is the page's own to show: its hooks ask again when it renders
    return null;
  };

const guarded = (role: Role, children: RouteObject[]): RouteObject => ({
  element: (
    <RequireRole role={role}>
      <Outlet />
    </RequireRole>
  ),
  children,
});

/*
 * THE one route table (spec 1 §2). Every page but the landing page is a lazy route of its own chunk, so the landing
 * page never downloads portal or admin code. The landing page itself starts as its own small app
 * (app/landing-app.tsx); this table loads and renders it when the app navigates back to /.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Shown only if the route's code takes longer than app/mount-app.tsx waits for it.
    hydrateFallbackElement: <PageSpinner />,
    children: [
      // Public area (the landing page's code loads only when the app navigates back to /: no signed-in page ships it)
      { path: '/', ...lazyRoute(() => import('../features/landing').then((m) => ({ default: m.LandingPage }))) },
      // A shared analysis: public, read-only, light (no antd).
      { path: '/shared/:token', ...lazyRoute(loadSharedAnalysisPage) },
      // The privacy policy: public and light (no antd), like the landing page it is linked from.
      { path: '/privacy', ...lazyRoute(loadPrivacyPage) },
      {
        // Every page but the landing page uses Ant Design; its theme loads with them.
        ...lazyRoute(() => import('./AntdLayout')),
        children: [
          { path: '/fix-flip', ...lazyRoute(loadFixFlipPage) },
          { path: '/student-login', ...lazyRoute(loadStudentLoginPage) },
          { path: '/admin-login', ...lazyRoute(loadAdminLoginPage) },
          { path: '/reset-password', ...lazyRoute(loadResetPasswordPage) },
          {
            path: '/set-password',
            lazy: async () => {
              const { default: ResetPasswordPage } = await loadResetPasswordPage();
              return { Component: () => <ResetPasswordPage mode="set" /> };
            },
          },
          { path: '/sign-in-link', ...lazyRoute(loadSignInLinkPage) },

          // Student portal area
          guarded('student', [
            {
              path: '/student-dashboard',
              loader: pageData('student', studentDashboardData),
              ...lazyRoute(loadStudentDashboardPage),
            },
            { path: '/rental-underwriter', ...lazyRoute(loadRentalUnderwriterPage) },
            { path: '/creative-finance-calculator', ...lazyRoute(loadCreativeFinancePage) },
            { path: '/scripts-objections', ...lazyRoute(loadScriptsObjectionsPage) },
          ]),

          // Admin area
          guarded('admin', [
            { path: '/admin', loader: pageData('admin', adminDashboardData), ...lazyRoute(loadAdminDashboardPage) },
            { path: '/admin/users', ...lazyRoute(loadAdminUsersPage) },
            { path: '/admin/videos', ...lazyRoute(loadAdminVideosPage) },
            { path: '/admin/emails', loader: pageData('admin', campaignsPageData), ...lazyRoute(loadCampaignsPage) },
            { path: '/admin/suppressions', ...lazyRoute(loadSuppressionListPage) },
            { path: '/admin/success-stories', ...lazyRoute(loadAdminSuccessStoriesPage) },
            { path: '/admin/leads', ...lazyRoute(loadAdminLeadsPage) },
            { path: '/admin/analytics', ...lazyRoute(loadAdminAnalyticsPage) },
            { path: '/admin/course-content', ...lazyRoute(loadAdminCourseContentPage) },
            { path: '/admin/webhooks', ...lazyRoute(loadAdminWebhooksPage) },
            { path: '/admin/audit', ...lazyRoute(loadAdminAuditPage) },
            { path: '/admin/people', ...lazyRoute(loadAdminPeoplePage) },
            { path: '/admin/ops', ...lazyRoute(loadAdminOpsPage) },
            { path: '/admin/privacy', ...lazyRoute(loadAdminPrivacyPage) },
          ]),

          { path: '*', ...lazyRoute(() => import('./NotFoundPage')) },
        ],
      },
    ],
  },
];
