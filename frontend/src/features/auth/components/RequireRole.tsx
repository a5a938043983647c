import type { ReactNode } from 'react';

export type Role = 'admin' | 'student';

export interface RequireRoleProps {
  role: Role;
  children: ReactNode;
}

/**
 * Route guard (spec 1 §6) — PLACEHOLDER: renders its children for now.
 *
 * To be implemented by the auth owner:
 * - while the auth check loads: show "Checking authentication...";
 * - nobody signed in: redirect to /student-login when role is 'student', otherwise to /;
 * - role 'student' and the user is not a student: redirect to /student-login;
 * - role 'admin' and the user is not an admin (userType !== 'admin'): redirect to /;
 * - otherwise render children.
 */
export function RequireRole({ children }: RequireRoleProps) {
  return <>{children}</>;
}
