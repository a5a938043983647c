import { Column, Entity, JoinColumn, ManyToOne, Relation, Unique } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';
import { User } from '../../auth/entities/user.entity';

@Entity('student_progress')
@Unique('uq_student_progress_item', ['userId', 'courseItemType', 'courseItemId'])
export class StudentProgress extends TimestampedEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 100 })
  courseItemId: string;

  @Column({ type: 'varchar', length: 50 })
  courseItemType: string;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** 0-100. */
  @Column({ type: 'smallint', default: 0 })
  progressPercent: number;

  /** Seconds. */
  @Column({ type: 'integer', default: 0 })
  timeSpent: number;
}
