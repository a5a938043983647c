import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../shared/components/PageSpinner';
import type { AuthUser } from '../shared/auth/auth-context';
import { useAuth } from '../shared/auth/use-auth';

export type Role = 'admin' | 'student';

export interface RequireRoleProps {
  role: Role;
  children: ReactNode;
}

/** Whether `user` may open the routes of `role` (spec 1 §6: the userType decides). */
export function hasRole(user: AuthUser | null | undefined, role: Role): boolean {
  return user?.userType === role;
}

/**
 * The router's route guard (spec 1 §6): "Checking authentication..." while the check runs; a student route sends
 * anyone who is not a student to /student-login; an admin route sends anyone who is not an admin to /. App code, not
 * auth's: the landing page, which uses auth, ships without the router.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { status, user } = useAuth();
  if (status === 'loading') {
    return <PageSpinner tip="Checking authentication..." />;
  }
  if (!hasRole(user, role)) return <Navigate to={role === 'student' ? '/student-login' : '/'} replace />;
  return <>{children}</>;
}
