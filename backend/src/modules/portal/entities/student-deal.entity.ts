import { Column, Entity, Index, JoinColumn, ManyToOne, Relation } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';
import { moneyNullable, percent } from '../../../core/database/column-types';
import { User } from '../../auth/entities/user.entity';

@Entity('student_deals')
export class StudentDeal extends TimestampedEntity {
  @Index('idx_student_deals_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: Relation<User>;

  @Column({ type: 'varchar', length: 200 })
  dealName: string;

  @Column({ type: 'varchar', length: 500, nullable: true })
  propertyAddress: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  dealType: string | null;

  @Column(moneyNullable)
  purchasePrice: number | null;

  @Column(moneyNullable)
  salePrice: number | null;

  @Column(moneyNullable)
  monthlyRent: number | null;

  @Column(moneyNullable)
  rehabCost: number | null;

  @Column(moneyNullable)
  totalProfit: number | null;

  @Column({ ...percent, nullable: true })
  roi: number | null;

  @Column({ ...percent, nullable: true })
  capRate: number | null;

  @Column({ type: 'varchar', length: 32, default: 'in_progress' })
  dealStatus: string;

  @Column({ type: 'jsonb', nullable: true })
  dealData: Record<string, unknown> | null;

  @Column({ type: 'text', nullable: true })
  notes: string | null;
}
