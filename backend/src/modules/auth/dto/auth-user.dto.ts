import { ApiProperty } from '@nestjs/swagger';
import {
  ENROLLMENT_STATUSES,
  EnrollmentStatus,
  SessionUser,
  USER_TYPES,
  UserType,
} from '../../../core/auth/session-user';

/** A user as the API shows it: never any password or token field. Reusable by other modules. */
export class AuthUserDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) username: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ enum: USER_TYPES, enumName: 'UserType' }) userType: UserType;
  @ApiProperty({ enum: ENROLLMENT_STATUSES, enumName: 'EnrollmentStatus' }) enrollmentStatus: EnrollmentStatus;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastLoginAt: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
}

const iso = (d: Date | null | undefined): string | null => (d ? new Date(d).toISOString() : null);

/** Maps the entity to its public shape (an allow-list, so new secret columns never leak). */
export function toAuthUserDto(user: SessionUser): AuthUserDto {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    userType: user.userType,
    enrollmentStatus: user.enrollmentStatus,
    lastLoginAt: iso(user.lastLoginAt),
    createdAt: iso(user.createdAt) as string,
  };
}
