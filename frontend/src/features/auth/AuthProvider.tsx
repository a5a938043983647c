import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { callApi } from '../../api/client';
import { route } from '../../api/route';
import type { Schemas } from '../../api/types';
import { isApiError, SESSION_ENDED_EVENT } from '../../api/base-query';
import { toast } from '../../shared/toast';
import { SESSION_ENDED } from './auth.constants';
import { AuthContext, type AuthContextValue, type AuthStatus, type AuthUser } from '../../shared/auth/auth-context';
import { forgetPerson } from '../../shared/auth/personal-storage';
import { forgetSignedOutData } from '../../shared/auth/signed-out';
import {
  forgetSessionCheck,
  sessionCheckAnswer,
  takeSessionCheck,
  type SessionCheck,
} from '../../shared/auth/session-check';

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

const signedOut: AuthState = { status: 'signed-out', user: null };
const signedIn = (user: AuthUser): AuthState => ({ status: 'signed-in', user });
const fromCheck = (check: SessionCheck): AuthState =>
  check.authenticated && check.user ? signedIn(check.user) : signedOut;

/**
 * Holds who is signed in: checks the session once on start (loading → signed-in or signed-out),
 * sets the user on login and clears it on logout. Plain API calls (api/client.ts): it runs on the landing page too.
 * When the check main.tsx started at boot has already answered, it starts from that answer (no loading step).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [boot] = useState(sessionCheckAnswer);
  const [state, setState] = useState<AuthState>(() => (boot ? fromCheck(boot) : { status: 'loading', user: null }));

  useEffect(() => {
    if (boot) {
      forgetSessionCheck();
      return;
    }
    let live = true;
    takeSessionCheck().then(
      // A transition: the page behind the guard renders in slices, so a big page never holds the main thread at once.
      (data) => live && startTransition(() => setState(fromCheck(data))),
      (err: unknown) => {
        if (!live) return;
        console.log('No active session', err);
        setState(signedOut);
      },
    );
    return () => {
      live = false;
    };
  }, [boot]);

  const login = useCallback(async (username: string, password: string) => {
    let answer: Schemas['LoginResponseDto'];
    try {
      answer = await callApi<Schemas['LoginResponseDto']>({
        ...route('post', '/api/auth/login'),
        body: { username, password },
      });
    } catch (err) {
      // Only a refusal of the credentials is "false"; a rate limit, an inactive account, a 5xx or a network failure
      // is thrown, so the screen can say what happened (docs/decisions.md "Sign-in errors").
      if (isApiError(err) && err.status === 401) return false;
      throw err;
    }
    if (!answer.user) throw new Error('The sign-in answer carried no user');
    setState(signedIn(answer.user));
    return true;
  }, []);

  const userId = state.user?.id;
  const logout = useCallback(
    async (options?: { everywhere?: boolean }) => {
      // What this browser keeps for the person (an analysis in progress) leaves with them, even if the call fails.
      if (userId) forgetPerson(userId);
      try {
        await callApi(route('post', options?.everywhere ? '/api/auth/logout-all' : '/api/auth/logout'));
      } catch (err) {
        console.error('Logout failed', err);
      }
      forgetSignedOutData();
      setState(signedOut);
    },
    [userId],
  );

  // A signed-in page whose session ended (idle timeout, signed out elsewhere, password changed) is told once and
  // sent to sign in again: the route guards redirect as soon as the user is cleared.
  // The status is read from a ref, not inside a setState updater: React may call updaters twice (StrictMode), and
  // the toast and the cache reset must happen once. The ref turns signed-out at once, so a burst of 401s tells once.
  const status = useRef(state.status);
  useEffect(() => {
    status.current = state.status;
  }, [state.status]);
  useEffect(() => {
    const ended = () => {
      if (status.current !== 'signed-in') return;
      status.current = 'signed-out';
      toast.warning(SESSION_ENDED.title, SESSION_ENDED.message);
      forgetSignedOutData();
      setState(signedOut);
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, isAdmin: state.user?.userType === 'admin', login, logout }),
    [state, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
