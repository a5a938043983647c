/**
 * The passport strategy that turns a request's session cookie into its user, provided by the auth module.
 * The global guard calls this app's own instance rather than passport's process-wide registry by name, so two
 * Nest apps in one process (the API and an in-process worker or replica, as in the tests) never answer with
 * each other's session caches.
 */
export const SESSION_STRATEGY = Symbol('SESSION_STRATEGY');
