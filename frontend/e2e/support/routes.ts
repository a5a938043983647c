import type { Page } from '@playwright/test';

/** The routes of src/app/routes.tsx by area, and the two widths every sweep runs at (route-sweep, a11y). */
export const STUDENT_ROUTES = [
  '/student-dashboard',
  '/rental-underwriter',
  '/creative-finance-calculator',
  '/scripts-objections',
];
export const ADMIN_ROUTES = [
  '/admin',
  '/admin/users',
  '/admin/videos',
  '/admin/emails',
  '/admin/suppressions',
  '/admin/success-stories',
  '/admin/leads',
  '/admin/analytics',
  '/admin/course-content',
  '/admin/webhooks',
  '/admin/audit',
  '/admin/people',
  '/admin/ops',
  '/admin/privacy',
];
export const PUBLIC_ROUTES = ['/', '/fix-flip', '/student-login', '/admin-login', '/privacy'];

/**
 * A journey runs at both widths where what it uses differs between them; behaviour that is the same at both runs once,
 * at its users' width (docs/decisions.md, Testing).
 */
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };
export const VIEWPORTS = [DESKTOP, PHONE];

/** How many pixels the page scrolls sideways (0 or less: it fits the window). */
export const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
