import { Column, Entity, Index, JoinColumn, ManyToOne, Relation } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';
import { numericTransformer } from '../../../core/database/column-types';
import { User } from '../../auth/entities/user.entity';
import { Course } from './course.entity';

const pct = { type: 'numeric' as const, precision: 5, scale: 2, transformer: numericTransformer };

/** Mirror of a Thinkific enrollment. Percentages are stored on a 0-100 scale. */
@Entity('enrollments')
export class Enrollment extends TimestampedEntity {
  @Index('uq_enrollments_thinkific_id', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  thinkificEnrollmentId: string;

  @Index('idx_enrollments_user')
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 64, nullable: true })
  thinkificUserId: string | null;

  @Index('idx_enrollments_course')
  @Column({ type: 'uuid' })
  courseId: string;

  @ManyToOne(() => Course, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'courseId' })
  course?: Relation<Course>;

  @Column({ type: 'varchar', length: 32, default: 'active' })
  enrollmentStatus: string;

  @Column({ ...pct, default: 0 })
  percentageCompleted: number;

  @Column({ ...pct, nullable: true })
  lastPercentageCompleted: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  startedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  activatedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'boolean', default: false })
  isFreeTrial: boolean;

  /** When the newest event applied to this row happened on the platform; older deliveries do not overwrite it. */
  @Column({ type: 'timestamptz', nullable: true })
  lastEventAt: Date | null;

  /** The buyer as the platform knows them, kept until a student account claims the enrollment. */
  @Index('idx_enrollments_unclaimed', { where: '"userId" IS NULL' })
  @Column({ type: 'varchar', length: 254, nullable: true })
  userEmail: string | null;

  @Column({ type: 'varchar', length: 200, nullable: true })
  userName: string | null;
}
