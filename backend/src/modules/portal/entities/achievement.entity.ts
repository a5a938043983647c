import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';

@Entity('achievements')
export class Achievement extends TimestampedEntity {
  @Column({ type: 'varchar', length: 200 })
  title: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  badgeIcon: string | null;

  @Column({ type: 'varchar', length: 30, default: 'blue' })
  badgeColor: string;

  @Column({ type: 'jsonb', default: () => "'{}'" })
  requirements: Record<string, unknown>;

  @Column({ type: 'integer', default: 0 })
  pointsValue: number;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;
}
