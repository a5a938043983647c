import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Relation,
  Unique,
} from 'typeorm';
import { Visitor } from '../../visitors/entities/visitor.entity';
import { EmailCampaign } from './email-campaign.entity';

/** bounced: the receiving server refused it (5xx at once, or 4xx until the last try); `error` says which. */
export const EMAIL_SEND_STATUSES = ['queued', 'sent', 'failed', 'bounced'] as const;
export type EmailSendStatus = (typeof EMAIL_SEND_STATUSES)[number];

/**
 * One row per campaign and visitor: the unique key is what makes each campaign go out once. The partial indexes on
 * the event times serve the dashboard's daily rollups (each event counts on its own day).
 */
@Entity('email_sends')
@Unique('uq_email_sends_campaign_visitor', ['campaignId', 'visitorId'])
export class EmailSend {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'uuid' })
  campaignId: string;

  @ManyToOne(() => EmailCampaign, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'campaignId' })
  campaign?: Relation<EmailCampaign>;

  @Index('idx_email_sends_visitor')
  @Column({ type: 'uuid' })
  visitorId: string;

  @ManyToOne(() => Visitor, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'visitorId' })
  visitor?: Relation<Visitor>;

  @Column({ type: 'enum', enum: EMAIL_SEND_STATUSES, enumName: 'email_send_status', default: 'queued' })
  status: EmailSendStatus;

  @Index('idx_email_sends_sent_at', { where: '"sentAt" IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  sentAt: Date | null;

  @Index('idx_email_sends_opened_at', { where: '"openedAt" IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  openedAt: Date | null;

  @Index('idx_email_sends_clicked_at', { where: '"clickedAt" IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  clickedAt: Date | null;

  /** The recipient reported it as spam (a complaint): counted against the 0.3% line. */
  @Index('idx_email_sends_complained_at', { where: '"complainedAt" IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  complainedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  error: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
