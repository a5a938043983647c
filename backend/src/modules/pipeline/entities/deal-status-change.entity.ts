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
import { FixFlipProperty } from '../../analyzer/entities/fix-flip-property.entity';
import { DEAL_STATUSES, DealStatus, LOSS_REASONS, LossReason } from '../pipeline.constants';

/** Every move of a deal between pipeline columns. */
@Entity('deal_status_changes')
@Index('idx_deal_status_changes_property_time', ['propertyId', 'changedAt'])
export class DealStatusChange {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  propertyId: string;

  @ManyToOne(() => FixFlipProperty, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'propertyId' })
  property?: Relation<FixFlipProperty>;

  @Column({ type: 'enum', enum: DEAL_STATUSES, enumName: 'deal_status', nullable: true })
  fromStatus: DealStatus | null;

  @Column({ type: 'enum', enum: DEAL_STATUSES, enumName: 'deal_status' })
  toStatus: DealStatus;

  @Column({ type: 'enum', enum: LOSS_REASONS, enumName: 'loss_reason', nullable: true })
  lossReason: LossReason | null;

  @Column({ type: 'uuid', nullable: true })
  changedByUserId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt: Date;
}
