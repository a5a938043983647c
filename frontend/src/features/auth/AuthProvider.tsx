import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { callApi } from '../../api/client';
import { route } from '../../api/route';
import type { Schemas } from '../../api/types';
import { isApiError, SESSION_ENDED_EVENT } from '../../api/errors';
import { toast } from '../../shared/toast';
import { SESSION_ENDED } from './auth.constants';
import { AuthContext, type AuthContextValue } from '../../shared/auth/auth-context';
import { checkSession, getSession, sessionEnded, signedIn, signOut, subscribeSession } from '../../shared/auth/session';

/**
 * Renders the session (shared/auth/session.ts, the one state of who is signed in) to the components: checks it once
 * on start (loading → signed-in or signed-out), sets the user on login and clears it on logout. Plain API calls
 * (api/client.ts): it runs on the landing page too. A check that answered before the first render starts from its
 * answer (no loading step).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(getSession);

  useEffect(() => {
    // The check's answer renders in a transition: the page behind the guard renders in slices, so a big page never
    // holds the main thread at once. Signing in and out render at once (the screen navigates right after).
    const show = () => setState(getSession());
    const unsubscribe = subscribeSession((checked) => (checked ? startTransition(show) : show()));
    startTransition(show); // an answer that came between the first render and now
    void checkSession();
    return unsubscribe;
  }, []);

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
    signedIn(answer.user);
    return true;
  }, []);

  // A signed-in page whose session ended (idle timeout, signed out elsewhere, password changed) is told once and
  // sent to sign in again: the route guards redirect as soon as the user is cleared. The session turns signed-out
  // at once, so a burst of 401s tells once.
  useEffect(() => {
    const ended = () => {
      if (sessionEnded()) toast.warning(SESSION_ENDED.title, SESSION_ENDED.message);
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, isAdmin: state.user?.userType === 'admin', login, logout: signOut }),
    [state, login],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
