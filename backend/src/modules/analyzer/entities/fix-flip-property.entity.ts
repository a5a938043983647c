import { Check, Column, DeleteDateColumn, Entity, Index, JoinColumn, ManyToOne, Relation } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';
import { money, moneyNullable, numericTransformer } from '../../../core/database/column-types';
import { User } from '../../auth/entities/user.entity';
import type { FixFlipAssumptions } from '../fix-flip.calculator';
import { DEAL_STATUSES, DealStatus, LOSS_REASONS, LossReason } from '../../pipeline/pipeline.constants';

export const REHAB_LEVELS = ['very_light', 'light', 'medium', 'heavy', 'very_heavy'] as const;
export type RehabLevel = (typeof REHAB_LEVELS)[number];

export interface SavedComps {
  derivedArv: number;
  items: Array<{
    id?: string;
    address: string;
    price?: number;
    included: boolean;
    adjustmentType: 'amount' | 'percent';
    adjustment: number;
  }>;
}

/** A saved Fix & Flip analysis, which is also a deal on the pipeline board. */
@Entity('fix_flip_properties')
@Index('idx_fix_flip_properties_user_status', ['userId', 'status'])
@Check('chk_fix_flip_properties_lost_reason', `"status" <> 'lost' OR "lossReason" IS NOT NULL`)
export class FixFlipProperty extends TimestampedEntity {
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 500 })
  address: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  city: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  state: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  zipCode: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  county: string | null;

  @Column({ type: 'integer', nullable: true })
  squareFeet: number | null;

  @Column({ type: 'smallint', nullable: true })
  bedrooms: number | null;

  @Column({ type: 'numeric', precision: 4, scale: 1, nullable: true, transformer: numericTransformer })
  bathrooms: number | null;

  /** Square feet. */
  @Column({ type: 'integer', nullable: true })
  lotSize: number | null;

  @Column({ type: 'enum', enum: REHAB_LEVELS, enumName: 'rehab_level' })
  rehabLevel: RehabLevel;

  @Column(money)
  arv: number;

  @Column({ type: 'boolean', default: false })
  needsPoolRenovation: boolean;

  @Column(moneyNullable)
  renovationCost: number | null;

  @Column(moneyNullable)
  closingCosts: number | null;

  @Column(moneyNullable)
  agentCommission: number | null;

  @Column(moneyNullable)
  taxes: number | null;

  @Column(moneyNullable)
  hardMoneyCarryCost: number | null;

  @Column(moneyNullable)
  profitTarget: number | null;

  @Column(moneyNullable)
  maxBuyPrice: number | null;

  /** The terms the analysis used, complete; reopening shows the same numbers whatever the defaults. */
  @Column({ type: 'jsonb' })
  assumptions: FixFlipAssumptions;

  /** An asking or offer price the student tested. */
  @Column(moneyNullable)
  offerPrice: number | null;

  /** The comparables behind the ARV as chosen on the client, with the ARV it derived. */
  @Column({ type: 'jsonb', nullable: true })
  comps: SavedComps | null;

  /** The full calculation answer at save time (breakdown, scenarios, 70% rule). */
  @Column({ type: 'jsonb', nullable: true })
  analysisData: Record<string, unknown> | null;

  @Column({ type: 'enum', enum: DEAL_STATUSES, enumName: 'deal_status', default: 'chasing' })
  status: DealStatus;

  @Column({ type: 'enum', enum: LOSS_REASONS, enumName: 'loss_reason', nullable: true })
  lossReason: LossReason | null;

  @Column({ type: 'timestamptz', nullable: true })
  statusUpdatedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  /** Set when the student deletes the deal: hidden at once, restorable (Undo) until purged a day later. */
  @DeleteDateColumn({ type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}
