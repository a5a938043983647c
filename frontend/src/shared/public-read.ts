import { startTransition, useEffect, useState } from 'react';
import { callApi } from '../api/client';
import { isHydrating } from './prerendered';

/**
 * The public site's reads (site configuration, success stories) without RTK Query, so the landing page ships
 * without it: one request per address for the whole page (every component that reads it shares the answer),
 * kept for the session like the app's other reads (spec 1 §7: nothing goes stale, nothing is retried).
 */
export interface PublicRead<T> {
  data: T | undefined;
  isLoading: boolean;
  isError: boolean;
}

interface Entry {
  state: PublicRead<unknown>;
  started: boolean;
  /** The latest request's number: an older answer that arrives after a newer one is dropped. */
  latest: number;
  listeners: Set<() => void>;
}

const LOADING: PublicRead<never> = { data: undefined, isLoading: true, isError: false };
const entries = new Map<string, Entry>();

function entryFor(url: string): Entry {
  let entry = entries.get(url);
  if (!entry) {
    entry = { state: LOADING, started: false, latest: 0, listeners: new Set() };
    entries.set(url, entry);
  }
  return entry;
}

async function load(url: string, entry: Entry, headers?: Record<string, string>): Promise<void> {
  entry.started = true;
  const request = ++entry.latest;
  let next: PublicRead<unknown>;
  try {
    next = { data: await callApi<unknown>(headers ? { url, headers } : url), isLoading: false, isError: false };
  } catch {
    // A failed read keeps what was there (a refresh that fails does not blank the page).
    next = { data: entry.state.data, isLoading: false, isError: entry.state.data === undefined };
  }
  if (request !== entry.latest) return;
  entry.state = next;
  entry.listeners.forEach((notify) => notify());
}

/**
 * Reads `url` (a public GET of the API); the first component to mount starts the request. An answer reaches the
 * components in a transition: React re-renders them in slices between frames, not in one task that holds the page
 * (a store read through useSyncExternalStore would re-render synchronously, and the landing page shows the site
 * configuration in a dozen places).
 */
export function usePublicRead<T>(url: string): PublicRead<T> {
  const entry = entryFor(url);
  // The prerender and the hydration both render the loading state (the markup then matches).
  const [state, setState] = useState(() => (isHydrating() ? LOADING : entry.state));
  useEffect(() => {
    const notify = () => startTransition(() => setState(entry.state));
    entry.listeners.add(notify);
    if (!entry.started) void load(url, entry);
    else notify(); // an answer that came while this component was rendered (hydration) or between two reads
    return () => {
      entry.listeners.delete(notify);
    };
  }, [url, entry]);
  return state as PublicRead<T>;
}

/**
 * Reads `url` again and updates every component showing it (an admin changed it in this browser). `fromServer`
 * skips the browser's copy of the anonymous answer (kept for up to 30 s): a signed-in admin's answer differs.
 */
export function refreshPublicRead(url: string, options: { fromServer?: boolean } = {}): Promise<void> {
  return load(url, entryFor(url), options.fromServer ? { 'Cache-Control': 'no-cache' } : undefined);
}
