/**
 * Who is signed in, as the platform sees it. core/ knows users only through this shape; the auth module owns the
 * users table and puts an object of this shape on every authenticated request.
 */
export const USER_TYPES = ['admin', 'student'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ENROLLMENT_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

export interface SessionUser {
  id: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  userType: UserType;
  enrollmentStatus: EnrollmentStatus;
  enrolledAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
}
