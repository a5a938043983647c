import { lazy } from 'react';
import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { RequireRole } from '../features/auth/components/RequireRole';
import LandingPage from '../features/landing/pages/LandingPage';
import { RootLayout } from './layout';
import RouteError from './RouteError';

/*
 * THE one route table (spec 1 §2). Every page is its own lazy chunk, grouped below by area, so the
 * landing page never downloads portal or admin code.
 */

// Public area. The landing page, the one most visitors open first, ships in the entry chunk (imported
// above: no second round trip before the first paint); every other page is a lazy chunk.
const FixFlipPage = lazy(() => import('../features/analyzer/pages/FixFlipPage'));
const StudentLoginPage = lazy(() => import('../features/auth/pages/StudentLoginPage'));
const AdminLoginPage = lazy(() => import('../features/auth/pages/AdminLoginPage'));
const ResetPasswordPage = lazy(() => import('../features/auth/pages/ResetPasswordPage'));
const NotFoundPage = lazy(() => import('./NotFoundPage'));
// Every page but the landing page uses Ant Design; its theme loads with them.
const AntdLayout = lazy(() => import('./AntdShell'));

// Student portal area (spec 2)
const StudentDashboardPage = lazy(() => import('../features/portal/pages/StudentDashboardPage'));
const RentalUnderwriterPage = lazy(() => import('../features/portal/pages/RentalUnderwriterPage'));
const CreativeFinancePage = lazy(() => import('../features/portal/pages/CreativeFinancePage'));
const ScriptsObjectionsPage = lazy(() => import('../features/portal/pages/ScriptsObjectionsPage'));

// Admin area (spec 3)
const AdminDashboardPage = lazy(() => import('../features/admin/pages/AdminDashboardPage'));
const AdminUsersPage = lazy(() => import('../features/admin/pages/AdminUsersPage'));
const AdminVideosPage = lazy(() => import('../features/admin/pages/AdminVideosPage'));
const AdminEmailsPage = lazy(() => import('../features/admin/pages/AdminEmailsPage'));
const AdminSuccessStoriesPage = lazy(() => import('../features/admin/pages/AdminSuccessStoriesPage'));
const AdminLeadsPage = lazy(() => import('../features/admin/pages/AdminLeadsPage'));
const AdminCourseContentPage = lazy(() => import('../features/admin-content/pages/AdminCourseContentPage'));

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // Public area
      { path: '/', element: <LandingPage /> },
      {
        element: <AntdLayout />,
        children: [
          { path: '/fix-flip', element: <FixFlipPage /> },
          { path: '/student-login', element: <StudentLoginPage /> },
          { path: '/admin-login', element: <AdminLoginPage /> },
          { path: '/reset-password', element: <ResetPasswordPage /> },
          { path: '/set-password', element: <ResetPasswordPage mode="set" /> },

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
              { path: '/admin/emails', element: <AdminEmailsPage /> },
              { path: '/admin/success-stories', element: <AdminSuccessStoriesPage /> },
              { path: '/admin/leads', element: <AdminLeadsPage /> },
              { path: '/admin/course-content', element: <AdminCourseContentPage /> },
            ],
          },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
