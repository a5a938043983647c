import { Column, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

export const WEBHOOK_EVENT_STATUSES = ['received', 'processed', 'ignored', 'failed', 'test'] as const;
export type WebhookEventStatus = (typeof WEBHOOK_EVENT_STATUSES)[number];

/** Every event received from the course platform, once per envelope id. */
@Entity('webhook_events')
@Unique('uq_webhook_events_provider_event', ['provider', 'eventId'])
export class WebhookEvent {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 30, default: 'thinkific' })
  provider: string;

  @Column({ type: 'varchar', length: 100 })
  eventId: string;

  @Column({ type: 'varchar', length: 100 })
  topic: string;

  @Column({ type: 'jsonb' })
  payload: Record<string, unknown>;

  @Index('idx_webhook_events_status')
  @Column({ type: 'enum', enum: WEBHOOK_EVENT_STATUSES, enumName: 'webhook_event_status', default: 'received' })
  status: WebhookEventStatus;

  @Column({ type: 'integer', default: 0 })
  attempts: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  receivedAt: Date;

  /** The envelope's created_at: when the platform says the event happened (events are applied in this order). */
  @Column({ type: 'timestamptz', nullable: true })
  occurredAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  processedAt: Date | null;
}
