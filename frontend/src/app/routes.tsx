import { Outlet, type RouteObject } from 'react-router-dom';
import {
  AdminDashboardPage,
  AdminLeadsPage,
  AdminAnalyticsPage,
  AdminWebhooksPage,
  AdminSuccessStoriesPage,
  AdminUsersPage,
  AdminVideosPage,
} from '../features/admin';
import { AdminCourseContentPage } from '../features/admin-content';
import { FixFlipPage } from '../features/analyzer';
import { AdminLoginPage, ResetPasswordPage, SignInLinkPage, StudentLoginPage } from '../features/auth';
import { RequireRole } from './RequireRole';
import { CampaignsPage } from '../features/campaigns';
import { LandingPage } from '../features/landing';
import {
  CreativeFinancePage,
  RentalUnderwriterPage,
  ScriptsObjectionsPage,
  StudentDashboardPage,
} from '../features/portal';
import { SharedAnalysisPage } from '../features/shared-report';
import { RootLayout } from './layout';
import RouteError from './RouteError';
import { lazyPage } from '../shared/lazy-page';

/*
 * THE one route table (spec 1 §2). Every page but the landing page is its own lazy chunk (each feature's index.ts
 * wraps its pages in lazyPage()), so the landing page never downloads portal or admin code. The landing page itself
 * starts as its own small app (app/landing-app.tsx); this table renders it when the app navigates back to /.
 */
const NotFoundPage = lazyPage(() => import('./NotFoundPage'));
// Every page but the landing page uses Ant Design; its theme loads with them.
const AntdLayout = lazyPage(() => import('./AntdLayout'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // Public area
      { path: '/', element: <LandingPage /> },
      // A shared analysis: public, read-only, light (no antd).
      { path: '/shared/:token', element: <SharedAnalysisPage /> },
      {
        element: <AntdLayout />,
        children: [
          { path: '/fix-flip', element: <FixFlipPage /> },
          { path: '/student-login', element: <StudentLoginPage /> },
          { path: '/admin-login', element: <AdminLoginPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/set-password', element: <ResetPasswordPage mode="set" /> },
          { path: '/sign-in-link', element: <SignInLinkPage /> },

          // Student portal area
          {
            element: (
              <RequireRole role="student">
                <Outlet />
              </RequireRole>
            ),
            children: [
              { path: '/student-dashboard', element: <StudentDashboardPage /> },
              { path: '/rental-underwriter', element: <RentalUnderwriterPage /> },
              { path: '/creative-finance-calculator', element: <CreativeFinancePage /> },
              { path: '/scripts-objections', element: <ScriptsObjectionsPage /> },
            ],
          },

          // Admin area
          {
            element: (
              <RequireRole role="admin">
                <Outlet />
              </RequireRole>
            ),
            children: [
              { path: '/admin', element: <AdminDashboardPage /> },
              { path: '/admin/users', element: <AdminUsersPage /> },
              { path: '/admin/videos', element: <AdminVideosPage /> },
              { path: '/admin/emails', element: <CampaignsPage /> },
              { path: '/admin/success-stories', element: <AdminSuccessStoriesPage /> },
              { path: '/admin/leads', element: <AdminLeadsPage /> },
              { path: '/admin/analytics', element: <AdminAnalyticsPage /> },
              { path: '/admin/course-content', element: <AdminCourseContentPage /> },
              { path: '/admin/webhooks', element: <AdminWebhooksPage /> },
            ],
          },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
