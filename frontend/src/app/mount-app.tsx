import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { Providers } from './providers';
import type { AppRouter } from './router';
import { appStylesLoaded } from '../shared/app-styles';

/** How long the first render waits for the route's chunks; past it, the route's fallback spinner shows meanwhile. */
const FIRST_RENDER_WAIT_MS = 3000;

/** Resolves when the router has the first route's code and has run its loader. */
function initialized(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * Every page but the landing page: the router, the Redux store and the route table. The first render waits for
 * antd's first-view styles (shared/app-styles.ts) and (briefly) for the router to have the route's chunks, so it
 * renders the page at once: no spinner flashes up between the boot screen and the page. The boot's session check
 * has usually answered by then: the session starts from its answer, so a guarded page renders at once too (a check
 * still running shows "Checking authentication...").
 */
export async function mountApp(container: HTMLElement, loading: Promise<AppRouter>): Promise<void> {
  const router = await loading;
  await appStylesLoaded();
  await Promise.race([initialized(router), new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
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
