import { createContext } from 'react';
import type { Schemas } from '../../api/types';

export type AuthUser = Schemas['AuthUserDto'];

export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

export interface AuthContextValue {
  status: AuthStatus;
  user: AuthUser | null;
  /** userType is admin (spec 1 §6). */
  isAdmin: boolean;
  /**
   * True when the server accepted the credentials (the user is then set); false when it refused them (401).
   * Anything else rejects with the error (429 with `retryAfterSeconds`, 403 inactive account, 5xx, network failure):
   * features/auth/sign-in-errors.ts says what it means.
   */
  login: (username: string, password: string) => Promise<boolean>;
  /**
   * Clears the user whatever the server answers; failures are only logged. `everywhere` ends every session of
   * the user (all browsers and devices), not only this one.
   */
  logout: (options?: { everywhere?: boolean }) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);
