/**
 * What must be forgotten when a person signs out or their session ends (the app's RTK Query cache registers here,
 * app/store.ts). The auth provider ships with the landing page, which has no Redux: it calls these instead.
 */
const handlers = new Set<() => void>();

export function onSignedOut(handler: () => void): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export function forgetSignedOutData(): void {
  handlers.forEach((handler) => handler());
}
