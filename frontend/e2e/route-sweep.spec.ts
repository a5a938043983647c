import { expect, test, type Page } from './support/test';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { titleFor } from '../src/app/route-titles';
import { wcagViolations, withoutMailPreview } from './support/axe';
import {
  ADMIN_ROUTES,
  PUBLIC_ROUTES,
  ROUTES_WITH_DATA,
  sidewaysScroll,
  STUDENT_ROUTES,
  VIEWPORTS,
  whatSticksOut,
} from './support/routes';
import { serveBuild } from './support/build-server';
import { networkSettled } from './support/network';
import { devBuildDir } from './support/stack-state';
import { createUser, signInAs } from './support/users';

/**
 * Every route of the one route table (src/app/routes.tsx), visited signed out, as a student and as an admin, at 1280
 * and 390 px: no console error or warning, no uncaught exception, no request answered 4xx/5xx or failing, the title of
 * the page actually shown, and each area's guard sending away a role that may not go there (once per area, and on
 * every page that starts its data early). On the production bundle, nothing scrolls sideways, and axe judges the pages
 * each role lands on (WCAG 2.1 A/AA), on the load the sweep already made.
 *
 * Twice: against the production bundle the stack serves, and against a development build of the same code, in which
 * React and antd report what the production bundle compiles out (deprecated props and components, missing keys,
 * bad nesting). The production pass loads each route afresh; the development pass loads the landing page and the
 * router app once each and moves between the router app's pages in place, as a person following links does. A small
 * server on the stack's host serves the development build and passes /api on to the stack, so the session cookie and
 * the API are the stack's own (support/build-server.ts).
 */

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUTES_FILE = path.join(frontendDir, 'src', 'app', 'routes.tsx');

type Role = 'visitor' | 'student' | 'admin';

/**
 * The password pages with a token (the form) and without one (a toast, then home); the sign-in link page (its Sign In
 * button, or without a token its error; nothing is called until the click).
 */
const TOKEN_ROUTES = [
  '/reset-password?token=x',
  '/reset-password',
  '/set-password?token=x',
  '/set-password',
  '/sign-in-link?token=x',
  '/sign-in-link',
];
const UNKNOWN_ROUTES = ['/no-such-page', '/admin/no-such-page', '/student-dashboard/no-such-tab'];
const SWEPT = [...PUBLIC_ROUTES, ...TOKEN_ROUTES, ...STUDENT_ROUTES, ...ADMIN_ROUTES, ...UNKNOWN_ROUTES];
/**
 * Opened by another spec with what they need: a shared analysis needs a real share link (analyzer-report.spec.ts
 * opens one signed out; a made-up token answers 404, which the sweep would count as a failed request).
 */
const SWEPT_ELSEWHERE = ['/shared/:token'];

/** Where `role` ends up after opening `route` (the guards of spec 1 §6, a link without a token, a signed-in admin). */
function landsOn(role: Role, route: string): string {
  const pathname = route.split('?')[0];
  if (STUDENT_ROUTES.includes(pathname) && role !== 'student') return '/student-login';
  if (ADMIN_ROUTES.includes(pathname) && role !== 'admin') return '/';
  if ((pathname === '/reset-password' || pathname === '/set-password') && !route.includes('token=')) return '/';
  if (pathname === '/admin-login' && role === 'admin') return '/admin/users';
  return pathname;
}

const ROLES: Role[] = ['visitor', 'student', 'admin'];

/**
 * The pages axe judges on each role's production pass, once settled: each page a role lands on, the public ones
 * signed in too (their navigation and account control differ). Dialogs and a real token's page: a11y.spec.ts.
 */
const JUDGED: Record<Role, string[]> = {
  visitor: [...PUBLIC_ROUTES, '/reset-password?token=x', '/sign-in-link?token=x', '/no-such-page'],
  student: ['/', '/fix-flip', ...STUDENT_ROUTES],
  admin: ADMIN_ROUTES,
};

test('the sweep covers every path of the route table', () => {
  const table = fs.readFileSync(ROUTES_FILE, 'utf8');
  const paths = [...table.matchAll(/path: '([^']+)'/g)].map((m) => m[1]);
  expect(paths.length).toBeGreaterThan(10);
  const swept = new Set([...SWEPT.map((r) => r.split('?')[0]), ...SWEPT_ELSEWHERE]);
  expect(paths.filter((p) => p !== '*' && !swept.has(p))).toEqual([]);
  expect(paths).toContain('*'); // and the unknown paths above are what '*' catches
});

/**
 * A development build of the frontend (E2E_DEV_STATIC_DIR reuses one), made once per run: the first worker to need it
 * builds it into a folder named after the runner (the workers' parent), the others wait for it; global teardown
 * removes it.
 */
function developmentBuild(): string {
  if (process.env.E2E_DEV_STATIC_DIR) return path.resolve(process.env.E2E_DEV_STATIC_DIR);
  const outDir = devBuildDir(process.ppid);
  const done = path.join(outDir, '.done');
  if (fs.existsSync(done)) return outDir;
  const lock = `${outDir}.lock`;
  try {
    fs.mkdirSync(lock);
  } catch {
    // Another worker builds it: wait for its mark (a build takes seconds; a test has two minutes).
    const until = Date.now() + 90_000;
    while (!fs.existsSync(done)) {
      if (Date.now() > until) throw new Error(`development build: no ${done} after 90 s`);
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
    return outDir;
  }
  const result = spawnSync(
    process.execPath,
    [
      path.join(frontendDir, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--mode',
      'development',
      '--logLevel',
      'warn',
    ],
    // NODE_ENV=development keeps React's and antd's development checks in the bundle.
    { cwd: frontendDir, env: { ...process.env, OUT_DIR: outDir, NODE_ENV: 'development' }, stdio: 'inherit' },
  );
  if (result.status !== 0) {
    fs.rmSync(lock, { recursive: true, force: true });
    throw new Error(`development build failed (exit ${result.status ?? result.signal})`);
  }
  fs.writeFileSync(done, '');
  return outDir;
}

/** Everything a page reports that a person should never cause by just opening it. */
function listen(page: Page): string[] {
  const noise: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') noise.push(`${where()} console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => noise.push(`${where()} uncaught ${e.name}: ${e.message}`));
  page.on('response', (r) => {
    if (r.status() >= 400) noise.push(`${where()} ${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('requestfailed', (r) => {
    // Leaving a page cancels what it still had in flight; anything else that fails is a fault.
    const failure = r.failure()?.errorText ?? '';
    if (!failure.includes('ERR_ABORTED')) noise.push(`${where()} failed ${r.method()} ${r.url()}: ${failure}`);
  });
  return noise;
}

/**
 * Opens `route` in the router app already running, as its own links do (React Router follows the history's popstate):
 * the development build's pass hears what each page renders without loading and starting the app again for each one.
 */
const navigateInApp = (page: Page, route: string) =>
  page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);

/**
 * Each pass opens every route once and resizes it to the other width, so it hears and judges what either width
 * renders for half the page loads. A route first loads at 1280 px in one pass and at 390 px in the other (the widths
 * alternate by route and by role), so each role's first render of each page is seen at both widths.
 */
const PASSES = [
  { build: 'production bundle', firstWidth: 0 },
  { build: 'development build', firstWidth: 1 },
] as const;

for (const { build, firstWidth } of PASSES) {
  test.describe(`route sweep, ${build}, at 1280 and 390 px`, () => {
    // Some thirty pages at two widths, each left to settle (and up to fourteen judged by axe at both): more than the
    // default 30 s on a busy machine.
    test.describe.configure({ timeout: 180_000 });

    const judged = (role: Role) => (build === 'production bundle' ? JUDGED[role] : []);
    for (const [r, role] of ROLES.entries()) {
      const axe = judged(role).length ? ', and axe finds no WCAG 2.1 A/AA violation' : '';
      test(`${role}: every route opens without console errors or warnings, failed requests or exceptions${axe}`, async ({
        page,
        context,
      }) => {
        // The development build from a server of its own on the stack's host, which passes /api on to the stack.
        const server =
          build === 'development build' ? await serveBuild(developmentBuild(), process.env.E2E_BASE_URL!) : null;
        try {
          if (role !== 'visitor') await signInAs(context, await createUser({ userType: role }));
          const noise = listen(page);
          const settled = networkSettled(page);
          const violations: Record<string, string[]> = {};
          const guardsHeard = new Set<string>();
          let inRouterApp = false;
          for (const [i, route] of SWEPT.entries()) {
            const expected = landsOn(role, route);
            // Each area's guard is heard refusing this role once: the others are the same guard sending the same role
            // to the same page (src/app/routes.test.tsx reads from the table that it guards every page of its area).
            // A page whose loader starts its requests is opened anyway: its data must wait for the guard.
            const area = STUDENT_ROUTES.includes(route) ? 'student' : ADMIN_ROUTES.includes(route) ? 'admin' : null;
            if (area && expected !== route) {
              const heard = guardsHeard.has(area);
              guardsHeard.add(area);
              if (heard && !ROUTES_WITH_DATA.includes(route)) continue;
            }
            const first = (i + r + firstWidth) % 2;
            await page.setViewportSize(VIEWPORTS[first]);
            if (server && inRouterApp && route !== '/') await navigateInApp(page, route);
            else await page.goto(`${server?.origin ?? ''}${route}`);
            // The landing page at `/` is an app of its own without a router; any other address loads the router app.
            inRouterApp = route !== '/';
            await expect(page, `${route} as ${role}`).toHaveURL((url) => url.pathname === expected);
            // The title of the page shown (a redirect's page commits once its lazy chunk is in).
            await expect.soft(page, `${route} as ${role}`).toHaveTitle(titleFor(expected));
            for (const width of [first, 1 - first]) {
              if (width !== first) await page.setViewportSize(VIEWPORTS[width]);
              // Its lazy chunks and queries have all answered before it is judged, or the next route opens.
              await settled(`${route} as ${role} at ${VIEWPORTS[width].width} px`);
              if (build === 'development build') continue; // the same CSS: its layout is judged in the other pass
              // Whether it scrolls sideways, with what stuck out at the last measure that found it so. What follows
              // the window's width (the analytics chart) catches up a moment after a resize.
              let wide: string[] = [];
              await expect
                .poll(
                  async () => {
                    const px = await sidewaysScroll(page);
                    wide = px > 0 ? [`scrolls ${px} px`, ...(await whatSticksOut(page))] : [];
                    return px;
                  },
                  { timeout: 5_000 },
                )
                .toBeLessThanOrEqual(0)
                .catch(() => {});
              expect.soft(wide, `${route} as ${role} at ${VIEWPORTS[width].width} px scrolls sideways`).toEqual([]);
              if (!judged(role).includes(route)) continue;
              const found = await wcagViolations(page, withoutMailPreview);
              if (found.length) violations[`${route} at ${VIEWPORTS[width].width} px`] = found;
            }
          }
          expect.soft(noise).toEqual([]);
          expect(violations).toEqual({});
        } finally {
          await server?.close();
        }
      });
    }
  });
}
