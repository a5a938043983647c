import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that keeps its identity across renders and always calls the latest `fn`: for handlers passed to a
 * memoized child, so the parent's re-render does not render the child again. Call it from events, not while rendering.
 */
export function useLatestCallback<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
