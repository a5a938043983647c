import { callApi } from '../../api/client';
import { route } from '../../api/route';
import type { Schemas } from '../../api/types';

export type SessionCheck = Schemas['AuthCheckResponseDto'];

let started: Promise<SessionCheck> | null = null;

/**
 * Asks the server who is signed in (GET /api/auth/check). main.tsx starts it first thing on the app's routes, while
 * the app's code loads, so the route guard does not wait for a request that only starts once React has rendered.
 */
export function startSessionCheck(): Promise<SessionCheck> {
  started ??= callApi<SessionCheck>(route('get', '/api/auth/check'));
  return started;
}

/** The check started at boot, or a new one: each call after the first asks the server again. */
export function takeSessionCheck(): Promise<SessionCheck> {
  const check = startSessionCheck();
  started = null;
  return check;
}
