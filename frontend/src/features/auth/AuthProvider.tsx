import { api } from '../../api/api';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { SESSION_ENDED_EVENT } from '../../api/base-query';
import { toast } from '../../shared/toast';
import { authApi, type AuthUser } from './auth.api';
import { SESSION_ENDED } from './auth.constants';
import { AuthContext, type AuthContextValue, type AuthStatus } from '../../shared/auth/auth-context';
import { forgetPerson } from '../../shared/auth/personal-storage';

interface AuthState {
  status: AuthStatus;
  user: AuthUser | null;
}

const signedOut: AuthState = { status: 'signed-out', user: null };
const signedIn = (user: AuthUser): AuthState => ({ status: 'signed-in', user });

/**
 * Holds who is signed in: checks the session once on start (loading → signed-in or signed-out),
 * sets the user on login and clears it on logout.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<AuthState>({ status: 'loading', user: null });

  useEffect(() => {
    let active = true;
    const request = dispatch(authApi.endpoints.checkAuth.initiate(undefined, { subscribe: false, forceRefetch: true }));
    void request.then((result) => {
      if (!active) return;
      if (result.error && 'status' in result.error && result.error.status === 'FETCH_ERROR')
        console.log('No active session');
      const data = result.data;
      setState(data?.authenticated && data.user ? signedIn(data.user) : signedOut);
    });
    return () => {
      active = false;
    };
  }, [dispatch]);

  const login = useCallback(
    async (username: string, password: string) => {
      const result = await dispatch(authApi.endpoints.login.initiate({ username, password }));
      if ('data' in result && result.data?.user) {
        setState(signedIn(result.data.user));
        return true;
      }
      console.error('Login failed', 'error' in result ? result.error : undefined);
      return false;
    },
    [dispatch],
  );

  const userId = state.user?.id;
  const logout = useCallback(
    async (options?: { everywhere?: boolean }) => {
      // What this browser keeps for the person (an analysis in progress) leaves with them, even if the call fails.
      if (userId) forgetPerson(userId);
      const endpoint = options?.everywhere ? authApi.endpoints.logoutEverywhere : authApi.endpoints.logout;
      const result = await dispatch(endpoint.initiate());
      if ('error' in result) console.error('Logout failed', result.error);
      // Nothing the previous user loaded may stay in the cache for the next person at this browser.
      dispatch(api.util.resetApiState());
      setState(signedOut);
    },
    [dispatch, userId],
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
      dispatch(api.util.resetApiState());
      setState(signedOut);
    };
    window.addEventListener(SESSION_ENDED_EVENT, ended);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, ended);
  }, [dispatch]);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, isAdmin: state.user?.userType === 'admin', login, logout }),
    [state, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
