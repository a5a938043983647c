import type { EnrollmentStatus, UserType } from '../../../core/auth/session-user';
import { ADMIN_USER_MESSAGES as M } from './admin-users.constants';

/** The part of a user the guard rails look at. */
export interface Account {
  id: string;
  userType: UserType;
  enrollmentStatus: EnrollmentStatus;
}

/** A role or status change an admin asks for (absent: unchanged). */
export interface AccountChange {
  userType?: UserType;
  enrollmentStatus?: EnrollmentStatus;
}

/** An admin may not take away their own admin access nor deactivate themselves: the message, or null. */
export function selfChangeProblem(actorId: string, user: Account, change: AccountChange): string | null {
  if (user.id !== actorId) return null;
  if (change.userType && change.userType !== 'admin') return M.cannotDemoteSelf;
  if (change.enrollmentStatus && change.enrollmentStatus !== 'active') return M.cannotDeactivateSelf;
  return null;
}

/** Whether the change (or, without one, the deletion) takes an active admin away. */
export function removesActiveAdmin(user: Account, change?: AccountChange): boolean {
  if (user.userType !== 'admin' || user.enrollmentStatus !== 'active') return false;
  if (!change) return true;
  return (
    (!!change.userType && change.userType !== 'admin') ||
    (!!change.enrollmentStatus && change.enrollmentStatus !== 'active')
  );
}

/** The last-admin rule: removing `leavingId` must leave at least one other active admin. The message, or null. */
export function lastAdminProblem(activeAdminIds: readonly string[], leavingId: string): string | null {
  return activeAdminIds.some((id) => id !== leavingId) ? null : M.lastAdmin;
}

/** A new role or a status other than active ends every session of the user. */
export function changeEndsSessions(user: Account, change: AccountChange): boolean {
  return (
    (!!change.userType && change.userType !== user.userType) ||
    (!!change.enrollmentStatus && change.enrollmentStatus !== 'active')
  );
}
