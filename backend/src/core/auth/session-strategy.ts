import type { Request } from 'express';
import type { Strategy } from 'passport';

/**
 * The passport strategy that turns a request's session cookie into its user, provided by the auth module.
 * The global guard calls this app's own instance rather than passport's process-wide registry by name, so two
 * Nest apps in one process (the API and an in-process worker or replica, as in the tests) never answer with
 * each other's session caches.
 */
export const SESSION_STRATEGY = Symbol('SESSION_STRATEGY');

export interface SessionStrategy extends Strategy {
  /** Whether the request carries a session credential at all: without one there is nothing for passport to check. */
  carriesSession(req: Request): boolean;
  /**
   * The session check of a credential this replica verified recently, without passport (whose per-request
   * middleware and callbacks cost more than the check itself): resolves to the user or false. Undefined when the
   * credential must go through passport (first seen, expired, or not a session cookie).
   */
  recentlyVerified(req: Request): Promise<unknown> | undefined;
}
