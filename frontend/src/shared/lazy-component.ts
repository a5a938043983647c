import { lazy, type ComponentType } from 'react';

/**
 * React.lazy for a component inside a page (the dashboard's tabs, the landing page's admin control), with its loader
 * exposed as `preload()`: a page starts loading the piece its first view shows together with its own code. A piece
 * already here renders without suspending (no fallback, and no wait for React's 300 ms pause between a fallback and
 * what replaces it). A second call returns the same module; a failed download is tried again. Pages themselves are
 * the route table's lazy routes (app/routes.tsx).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the component's props, as React.lazy takes them
export function lazyComponent<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  let loaded: { default: T } | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  const now = (module: { default: T }) => ({ then: (take: (m: { default: T }) => void) => take(module) });
  return Object.assign(
    lazy(() => (loaded ? (now(loaded) as unknown as Promise<{ default: T }>) : preload())),
    { preload },
  );
}
