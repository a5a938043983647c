import type { SessionUser } from '../../../core/auth/session-user';
import type { User } from '../entities/user.entity';

/** What a signed-in request carries: the user, and which session it came through (for logout). */
export type SessionRequestUser = SessionUser & { sessionId: string };

/** The session's view of a user: the one place a field is added to what every signed-in request carries. */
export function toSessionUser(user: User): SessionUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    enrollmentStatus: user.enrollmentStatus,
    enrolledAt: user.enrolledAt,
    lastLoginAt: user.lastLoginAt,
    createdAt: user.createdAt,
  };
}
