import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageSpinner } from '../shared/components/PageSpinner';
import { useAuth } from '../shared/auth/use-auth';

export type Role = 'admin' | 'student';

export interface RequireRoleProps {
  role: Role;
  children: ReactNode;
}

/**
 * The router's route guard (spec 1 §6): "Checking authentication..." while the check runs; a student route sends
 * anyone who is not a student to /student-login; an admin route sends anyone who is not an admin to /. App code, not
 * auth's: the landing page, which uses auth, ships without the router.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { status, user, isAdmin } = useAuth();
  if (status === 'loading') {
    return <PageSpinner tip="Checking authentication..." />;
  }
  if (role === 'student' && user?.userType !== 'student') return <Navigate to="/student-login" replace />;
  if (role === 'admin' && !isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
