import { answerOf, callApi } from '../../api/client';
import { route } from '../../api/route';
import type { Schemas } from '../../api/types';
import type { AuthStatus, AuthUser } from './auth-context';
import { forgetPerson } from './personal-storage';
import { SESSION_CHECK } from './session-check';
import { forgetSignedOutData } from './signed-out';

/**
 * Who is signed in: THE one session state of the browser tab, for both apps (the landing page ships without Redux,
 * so it is a small store of its own). The auth provider renders it; main.tsx starts the check first thing on the
 * app's routes, so the route guard does not wait for a request that only starts once React has rendered.
 */
export interface SessionState {
  status: AuthStatus;
  user: AuthUser | null;
}

const SIGNED_OUT: SessionState = { status: 'signed-out', user: null };
let state: SessionState = { status: 'loading', user: null };
let check: Promise<SessionState> | null = null;
/** Told of each change; `checked` when it is the check's answer (which may render in a transition). */
type Listener = (checked: boolean) => void;
const listeners = new Set<Listener>();

function set(next: SessionState, checked = false): SessionState {
  state = next;
  listeners.forEach((notify) => notify(checked));
  return next;
}

export const getSession = (): SessionState => state;

export function subscribeSession(notify: Listener): () => void {
  listeners.add(notify);
  return () => listeners.delete(notify);
}

/** The answer to the check the page's first script sent, taken once; else a check of its own. */
function askSession(): Promise<Schemas['AuthCheckResponseDto']> {
  const sent = window.firstSessionCheck;
  delete window.firstSessionCheck;
  return sent ? answerOf(SESSION_CHECK.url, sent) : callApi(SESSION_CHECK);
}

/** Asks the server who is signed in (GET /api/auth/check), once per page load; resolves with the state it set. */
export function checkSession(): Promise<SessionState> {
  check ??= askSession().then(
    (answer) =>
      state.status === 'loading'
        ? set(answer.authenticated && answer.user ? { status: 'signed-in', user: answer.user } : SIGNED_OUT, true)
        : state, // signed in or out meanwhile: that is newer
    (err: unknown) => {
      console.log('No active session', err);
      return state.status === 'loading' ? set(SIGNED_OUT, true) : state;
    },
  );
  return check;
}

/** The server accepted the credentials: this is the signed-in user. */
export const signedIn = (user: AuthUser): void => void set({ status: 'signed-in', user });

/**
 * Signs out (of every session of the user with `everywhere`): what this browser keeps for the person leaves with
 * them, and the state is cleared whatever the server answers (failures are only logged).
 */
export async function signOut(options?: { everywhere?: boolean }): Promise<void> {
  if (state.user) forgetPerson(state.user.id);
  try {
    await callApi(options?.everywhere ? route('post', '/api/auth/logout-all') : route('post', '/api/auth/logout'));
  } catch (err) {
    console.error('Logout failed', err);
  }
  forgetSignedOutData();
  set(SIGNED_OUT);
}

/** A call got 401: the session ended. True when it was signed in (the user is then told once); the state clears. */
export function sessionEnded(): boolean {
  if (state.status !== 'signed-in') return false;
  forgetSignedOutData();
  set(SIGNED_OUT);
  return true;
}
