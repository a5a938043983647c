import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
} from 'typeorm';
import { numericTransformer } from '../../../core/database/column-types';
import { Enrollment } from './enrollment.entity';

const pct = { type: 'numeric' as const, precision: 5, scale: 2, transformer: numericTransformer };

@Entity('progress_updates')
export class ProgressUpdate {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Index('uq_progress_updates_webhook', { unique: true })
  @Column({ type: 'varchar', length: 100 })
  webhookId: string;

  @Index('idx_progress_updates_enrollment')
  @Column({ type: 'uuid' })
  enrollmentId: string;

  @ManyToOne(() => Enrollment, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'enrollmentId' })
  enrollment?: Relation<Enrollment>;

  @Column(pct)
  percentageCompleted: number;

  @Column({ ...pct, nullable: true })
  lastPercentageCompleted: number | null;

  @Column({ ...pct, default: 0 })
  progressDelta: number;

  /** 25, 50, 75 or 100 when this update crossed one. */
  @Column({ type: 'smallint', nullable: true })
  progressMilestone: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
