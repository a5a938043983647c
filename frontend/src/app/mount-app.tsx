import { isValidElement, startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { startSessionCheck } from '../shared/auth/session-check';
import { isPreloadable, type PageData } from '../shared/lazy-page';
import { Providers } from './providers';
import { hasRole, RequireRole, type RequireRoleProps, type Role } from './RequireRole';
import { router } from './router';
import { routes } from './routes';
import { store } from './store';

/** The role the route's guard asks for (its RequireRole element), if any. */
function guardedBy(elements: unknown[]): Role | undefined {
  const guard = elements.find((e) => isValidElement(e) && e.type === RequireRole);
  return isValidElement<RequireRoleProps>(guard) ? guard.props.role : undefined;
}

/** Starts a page's first requests once the boot's session check says the user may open it (see PageData). */
async function startPageData(data: () => Promise<PageData>, role: Role | undefined): Promise<void> {
  const [check, prefetch] = await Promise.all([startSessionCheck(), data()]);
  if (role === undefined || hasRole(check.user, role)) prefetch(store.dispatch);
}

/**
 * Starts loading the lazy chunks of the route being opened (its layouts and its page) at once: otherwise each waits
 * for the one above it (and the page for the session check) before it is even requested. The page's data starts as
 * soon as the session check allows it. Resolves when the chunks are here (or one failed: React then shows why).
 */
function preloadRoute(pathname: string): Promise<unknown> {
  const elements = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element);
  const role = guardedBy(elements);
  const chunks: Promise<unknown>[] = [];
  for (const element of elements) {
    const type: unknown = isValidElement(element) ? element.type : undefined;
    if (!isPreloadable(type)) continue;
    chunks.push(type.preload());
    // A failure here is the page's own to show: its hooks ask again when it renders.
    if (type.data) startPageData(type.data, role).catch(() => undefined);
  }
  return Promise.all(chunks);
}

/** How long the first render waits for the route's chunks; past it, the page's Suspense spinner shows meanwhile. */
const FIRST_RENDER_WAIT_MS = 3000;

/**
 * Every page but the landing page: the router, the Redux store and the route table (loaded by main.tsx). The first
 * render waits (briefly) for the route's chunks, so it renders the page without suspending: no spinner flashes up
 * between the boot screen and the page, and React's 300 ms pause after a Suspense fallback is not paid.
 */
export async function mountApp(container: HTMLElement): Promise<void> {
  const chunks = preloadRoute(window.location.pathname).catch(() => undefined);
  await Promise.race([chunks, new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
  const root = createRoot(container);
  // A transition: the first render (the whole page, when its code is here) yields to the browser every few ms
  // instead of holding the main thread until it is done; the boot screen stays until it commits.
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
}
