import { useContext } from 'react';
import { AuthContext, type AuthContextValue } from './auth-context';

export type { AuthContextValue, AuthStatus, AuthUser } from './auth-context';

/** The auth facility (spec 1 §4, §6, §7). Throws when used outside <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
