import { Check, Column, Entity, Index } from 'typeorm';
import {
  ENROLLMENT_STATUSES,
  EnrollmentStatus,
  SessionUser,
  USER_TYPES,
  UserType,
} from '../../../core/auth/session-user';
import { TimestampedEntity } from '../../../core/database/base.entity';

export { ENROLLMENT_STATUSES, USER_TYPES };
export type { EnrollmentStatus, UserType };

@Entity('users')
@Check('chk_users_username_length', `char_length("username") <= 64`)
@Check('chk_users_email_length', `char_length("email") <= 254`)
export class User extends TimestampedEntity implements SessionUser {
  /** citext: unique and matched without regard to case ("Ann" and "ann" are one account). */
  @Index('uq_users_username', { unique: true })
  @Column({ type: 'citext' })
  username: string;

  /** citext, stored lower-case (normalizeEmail); unique when present so it can be used to sign in. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'citext', nullable: true })
  email: string | null;

  /** argon2id hash; never leaves the server. */
  @Column({ type: 'varchar', length: 255, name: 'password' })
  passwordHash: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'enum', enum: USER_TYPES, enumName: 'user_type', default: 'student' })
  userType: UserType;

  @Column({ type: 'enum', enum: ENROLLMENT_STATUSES, enumName: 'enrollment_status', default: 'active' })
  enrollmentStatus: EnrollmentStatus;

  @Index('uq_users_thinkific_user_id', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  thinkificUserId: string | null;

  /** SHA-256 of the reset or set-password token; the token itself is only ever in the e-mail. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  passwordResetToken: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  passwordResetExpires: Date | null;

  /** SHA-256 of the newest "e-mail me a sign-in link" token (single use, short-lived); the token is only in the mail. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  signInLinkToken: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  signInLinkExpires: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  enrolledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** Set when the purchase welcome ("set your password") e-mail was queued, so it goes out once per student. */
  @Column({ type: 'timestamptz', nullable: true })
  credentialsSentAt: Date | null;
}
