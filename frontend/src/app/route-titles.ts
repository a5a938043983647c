import { useEffect } from 'react';

export const SITE_NAME = 'Investor Agent Certification';

/** The browser tab's title per route (shared links and history read well; screen readers announce it). */
export const ROUTE_TITLES: Record<string, string> = {
  '/': `${SITE_NAME} — close investor deals without cold calling`,
  '/fix-flip': 'Fix & Flip Deal Analyzer',
  '/student-login': 'Student Login',
  '/admin-login': 'Admin Login',
  '/reset-password': 'Reset Password',
  '/set-password': 'Set Your Password',
  '/sign-in-link': 'Sign In with a Link',
  '/privacy': 'Privacy Policy',
  '/student-dashboard': 'Student Dashboard',
  '/rental-underwriter': 'Rental Underwriter',
  '/creative-finance-calculator': 'Creative Finance Calculator',
  '/scripts-objections': 'Scripts & Objections',
  '/admin': 'Admin Dashboard',
  '/admin/users': 'Users · Admin',
  '/admin/videos': 'Videos · Admin',
  '/admin/emails': 'E-mail Campaigns · Admin',
  '/admin/suppressions': 'Suppression List · Admin',
  '/admin/success-stories': 'Success Stories · Admin',
  '/admin/leads': 'Leads · Admin',
  '/admin/course-content': 'Course Content · Admin',
  '/admin/analytics': 'Marketing Analytics · Admin',
  '/admin/webhooks': 'Failed Webhooks · Admin',
  '/admin/audit': 'Audit Trail · Admin',
  '/admin/people': 'People · Admin',
  '/admin/ops': 'Operations · Admin',
  '/admin/privacy': 'Privacy · Admin',
};

export function titleFor(pathname: string): string {
  if (/^\/shared\/[^/]+\/?$/.test(pathname)) return `Shared Deal Report · ${SITE_NAME}`;
  const title = ROUTE_TITLES[pathname.replace(/\/+$/, '') || '/'];
  if (!title) return `Page Not Found · ${SITE_NAME}`;
  return pathname === '/' ? title : `${title} · ${SITE_NAME}`;
}

/** Keeps document.title in step with the route. */
export function useRouteTitle(pathname: string): void {
  useEffect(() => {
    document.title = titleFor(pathname);
  }, [pathname]);
}
