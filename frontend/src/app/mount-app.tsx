import { isValidElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router-dom';
import { isPreloadable } from '../shared/lazy-page';
import { Providers } from './providers';
import { router } from './router';
import { routes } from './routes';

/**
 * Starts loading the lazy chunks of the route being opened (its layouts and its page) at once, while React renders:
 * otherwise each waits for the one above it (and the page for the session check) before it is even requested.
 */
function preloadRoute(pathname: string): void {
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type: unknown = isValidElement(route.element) ? route.element.type : undefined;
    if (isPreloadable(type)) void type.preload();
  }
}

/** Every page but the landing page: the router, the Redux store and the route table (loaded by main.tsx). */
export function mountApp(container: HTMLElement): void {
  preloadRoute(window.location.pathname);
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}
