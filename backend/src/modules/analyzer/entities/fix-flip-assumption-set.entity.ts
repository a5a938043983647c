import { Column, Entity, Index, JoinColumn, ManyToOne, Relation } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';
import { User } from '../../auth/entities/user.entity';
import type { FixFlipAssumptions } from '../fix-flip.calculator';

/** A student's own named default terms for the Fix & Flip analyzer: one row per student. */
@Entity('fix_flip_assumption_sets')
@Index('uq_fix_flip_assumption_sets_user', ['userId'], { unique: true })
export class FixFlipAssumptionSet extends TimestampedEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'jsonb' })
  assumptions: FixFlipAssumptions;
}
