import { Column, Entity } from 'typeorm';
import { TimestampedEntity } from '../../../core/database/base.entity';

export const SEND_AFTER_HOURS = [1, 24, 72, 168] as const;

@Entity('email_campaigns')
export class EmailCampaign extends TimestampedEntity {
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 300 })
  subject: string;

  @Column({ type: 'text' })
  htmlContent: string;

  @Column({ type: 'text', nullable: true })
  textContent: string | null;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'integer', default: 24 })
  sendAfterHours: number;

  /** Deleted by an admin: hidden and never sent again, but its sends and their stats stay. */
  @Column({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null;
}
