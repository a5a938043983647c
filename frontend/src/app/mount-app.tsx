import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import { router } from './router';

/** How long the first render waits for the route's chunks; past it, the page's Suspense spinner shows meanwhile. */
const FIRST_RENDER_WAIT_MS = 3000;

/**
 * Every page but the landing page: the router, the Redux store and the route table. The first render waits (briefly)
 * for the route's chunks (`routeChunks`, from preloadRoute), so it renders the page without suspending: no spinner
 * flashes up between the boot screen and the page, and React's 300 ms pause after a Suspense fallback is not paid.
 * The boot's session check has usually answered by then: the auth provider starts from its answer, so a guarded page
 * renders at once too (a check still running shows "Checking authentication...").
 */
export async function mountApp(container: HTMLElement, routeChunks: Promise<unknown>): Promise<void> {
  const chunks = routeChunks.catch(() => undefined);
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
