import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Flex, Spin, Typography } from 'antd';
import { useAuth } from '../use-auth';

export type Role = 'admin' | 'student';

export interface RequireRoleProps {
  role: Role;
  children: ReactNode;
}

/**
 * Route guard (spec 1 §6): "Checking authentication..." while the check runs; a student route sends anyone
 * who is not a student to /student-login; an admin route sends anyone who is not an admin to /.
 */
export function RequireRole({ role, children }: RequireRoleProps) {
  const { status, user, isAdmin } = useAuth();
  if (status === 'loading') {
    return (
      <Flex role="status" vertical align="center" justify="center" gap={16} style={{ minHeight: '60vh' }}>
        <Spin size="large" />
        <Typography.Text type="secondary">Checking authentication...</Typography.Text>
      </Flex>
    );
  }
  if (role === 'student' && user?.userType !== 'student') return <Navigate to="/student-login" replace />;
  if (role === 'admin' && !isAdmin) return <Navigate to="/" replace />;
  return <>{children}</>;
}
