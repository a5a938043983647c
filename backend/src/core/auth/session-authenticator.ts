import type { SessionUser } from './session-user';

/** What a session check needs of a request, on any HTTP platform: its cookies, as the cookie plug-in parsed them. */
export interface SessionCarrier {
  cookies?: Record<string, string | undefined>;
}

/**
 * The one session check (the auth module's SessionService.authenticate), injected by this token so core/ never
 * imports a module. The global guard, the API docs gate and the queue board all go through it.
 */
export const SESSION_AUTHENTICATOR = Symbol('SESSION_AUTHENTICATOR');

export interface SessionAuthenticator {
  /** The signed-in user of the request, or null (no cookie, a bad one, or an ended session); 503 when Redis is down. */
  authenticate(req: SessionCarrier): Promise<SessionUser | null>;
}
