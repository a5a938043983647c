import { callApi } from '../../api/client';
import { route } from '../../api/route';
import type { Schemas } from '../../api/types';

export type SessionCheck = Schemas['AuthCheckResponseDto'];

let started: Promise<SessionCheck> | null = null;
/** The answer of `started`, once it has arrived (undefined before, and after a failure). */
let answered: SessionCheck | undefined;

/**
 * Asks the server who is signed in (GET /api/auth/check). main.tsx starts it first thing on the app's routes, while
 * the app's code loads, so the route guard does not wait for a request that only starts once React has rendered.
 */
export function startSessionCheck(): Promise<SessionCheck> {
  if (!started) {
    const check = callApi<SessionCheck>(route('get', '/api/auth/check'));
    started = check;
    check.then(
      (answer) => {
        if (started === check) answered = answer;
      },
      () => undefined, // the caller that takes the check handles its failure
    );
  }
  return started;
}

/**
 * The boot check's answer if it has already arrived: the app's first render then starts signed in (or out) instead
 * of showing "Checking authentication..." for a check that is over. Does not take it (see forgetSessionCheck).
 */
export function sessionCheckAnswer(): SessionCheck | undefined {
  return answered;
}

/** After the answer was used: the next check asks the server again. */
export function forgetSessionCheck(): void {
  started = null;
  answered = undefined;
}

/** The check started at boot, or a new one: each call after the first asks the server again. */
export function takeSessionCheck(): Promise<SessionCheck> {
  const check = startSessionCheck();
  forgetSessionCheck();
  return check;
}
