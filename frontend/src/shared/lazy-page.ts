import { lazy, type ComponentType } from 'react';

/**
 * React.lazy with the loader exposed as `preload()`: the app starts loading the current route's page (and a page
 * its first view needs) while the router, antd and the session check load, instead of one after the other
 * (app/mount-app.tsx). A second call returns the same module.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the component's props, as React.lazy takes them
export function lazyPage<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  return Object.assign(lazy(load), { preload: load });
}

/** Whether `component` is a {@link lazyPage} (route elements are checked before calling preload). */
export function isPreloadable(component: unknown): component is { preload: () => Promise<unknown> } {
  return (
    (typeof component === 'object' || typeof component === 'function') &&
    component !== null &&
    typeof (component as { preload?: unknown }).preload === 'function'
  );
}
