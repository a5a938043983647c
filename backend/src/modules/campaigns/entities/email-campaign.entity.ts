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

  /** Sending; a new campaign is a draft (false) until the owner activates it. */
  @Column({ type: 'boolean', default: false })
  isActive: boolean;

  /** Last time the owner activated it; null: a draft, never activated. */
  @Column({ type: 'timestamptz', nullable: true })
  activatedAt: Date | null;

  /** The drip ignores the campaign before this time; null: from its activation. */
  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'integer', default: 24 })
  sendAfterHours: number;

  /** Deleted by an admin: hidden and never sent again, but its sends and their stats stay. */
  @Column({ type: 'timestamptz', nullable: true })
  archivedAt: Date | null;
}
