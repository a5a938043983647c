import { Column, Entity, Index, JoinColumn, ManyToOne, Relation } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';
import { User } from '../../auth/entities/user.entity';

/** A saved rental or creative-finance analysis: its inputs as typed; the results are recomputed on open. */
@Entity('tool_analyses')
@Index('idx_tool_analyses_user_kind', ['userId', 'kind'])
export class ToolAnalysis extends TimestampedEntity {
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  /** 'rental' | 'creative-finance' */
  @Column({ type: 'varchar', length: 32 })
  kind: string;

  /** Creative finance: 'subject-to' | 'seller-financing' | 'lease-option'; null for a rental. */
  @Column({ type: 'varchar', length: 32, nullable: true })
  strategy: string | null;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ type: 'jsonb' })
  inputs: Record<string, string>;
}
