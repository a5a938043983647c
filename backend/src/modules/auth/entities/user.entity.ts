import { Column, Entity, Index } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';

export const USER_TYPES = ['admin', 'student'] as const;
export type UserType = (typeof USER_TYPES)[number];
export const ENROLLMENT_STATUSES = ['active', 'inactive', 'suspended'] as const;
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number];

@Entity('users')
export class User extends TimestampedEntity {
  @Index('uq_users_username', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  username: string;

  /** Stored lower-case; unique when present so it can be used to sign in. */
  @Index('uq_users_email', { unique: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
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

  /** SHA-256 of the reset token; the token itself is only ever in the e-mail. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  passwordResetToken: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  passwordResetExpires: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  enrolledAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastLoginAt: Date | null;

  /** Set when the purchase credentials e-mail was queued, so it goes out once per student. */
  @Column({ type: 'timestamptz', nullable: true })
  credentialsSentAt: Date | null;
}
