import { lazy, type ComponentType } from 'react';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit'; // a type only: no RTK code at run time

/**
 * Starts the requests a page opens with (RTK Query prefetches, with the same arguments as the page's hooks, so the
 * hooks find them in the cache). app/mount-app.tsx calls it once the session check allows the page, while the page's
 * code still loads: the page's first render then has its data, instead of asking for it only after rendering.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store: the prefetch thunks read only their api
export type PageData = (dispatch: ThunkDispatch<any, unknown, UnknownAction>) => void;

/**
 * React.lazy with the loader exposed as `preload()`: the app starts loading the current route's page (and a page
 * its first view needs) while the router, antd and the session check load, instead of one after the other
 * (app/mount-app.tsx). A second call returns the same module. `data` loads the page's {@link PageData}.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the component's props, as React.lazy takes them
export function lazyPage<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  data?: () => Promise<PageData>,
) {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (err: unknown) => {
        loading = undefined; // a failed download is tried again next time
        throw err;
      },
    ));
  // A page already here is handed to React.lazy by a thenable that answers at once, so it renders without
  // suspending: no fallback, and no wait for React's 300 ms pause between a fallback and what replaces it.
  const now = (module: { default: T }) => ({ then: (take: (m: { default: T }) => void) => take(module) });
  return Object.assign(
    lazy(() => (loaded ? (now(loaded) as unknown as Promise<{ default: T }>) : preload())),
    {
      preload,
      data,
    },
  );
}

/** Whether `component` is a {@link lazyPage} (route elements are checked before calling preload). */
export function isPreloadable(
  component: unknown,
): component is { preload: () => Promise<unknown>; data?: () => Promise<PageData> } {
  return (
    (typeof component === 'object' || typeof component === 'function') &&
    component !== null &&
    typeof (component as { preload?: unknown }).preload === 'function'
  );
}
