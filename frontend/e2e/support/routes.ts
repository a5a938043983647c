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
/** The guarded routes whose loader starts the page's requests while its code loads (they must wait for the guard). */
export const ROUTES_WITH_DATA = ['/student-dashboard', '/admin', '/admin/emails'];

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

/**
 * What makes the page wider than the window, for a failure message: the innermost elements (up to three) that reach
 * past its right edge and are not inside a box that clips or scrolls them, each as tag.class "text" and how far.
 */
export const whatSticksOut = (page: Page) =>
  page.evaluate(() => {
    const edge = window.innerWidth;
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      return false;
    };
    const past = [...document.body.querySelectorAll('*')].filter(
      (el) => el.getBoundingClientRect().right > edge + 0.5 && !clipped(el),
    );
    return past
      .filter((el) => !past.some((other) => other !== el && el.contains(other)))
      .slice(0, 3)
      .map((el) => {
        const name = `${el.tagName.toLowerCase()}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`;
        const text = (el.textContent ?? '').trim().slice(0, 40);
        return `${name} "${text}" +${Math.round(el.getBoundingClientRect().right - edge)} px`;
      });
  });
