import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

@Entity('visitors')
/** Campaign eligibility (campaigns module): visitors who may still receive drip e-mails, by last visit. */
@Index('idx_visitors_campaign_eligible', ['lastVisitedAt'], {
  where: '"email" IS NOT NULL AND NOT "hasPurchased" AND "unsubscribedAt" IS NULL AND "consentConfirmedAt" IS NOT NULL',
})
/** Retention: visitors who never gave an address nor bought, by last visit (the nightly purge's batches). */
@Index('idx_visitors_anonymous_last_visit', ['lastVisitedAt'], { where: '"email" IS NULL AND NOT "hasPurchased"' })
export class Visitor {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Optional until the visitor gives it (see docs/decisions.md); unique when known, stored lower-case. */
  @Index('uq_visitors_email', { unique: true })
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Column({ type: 'varchar', length: 32, nullable: true })
  phoneNumber: string | null;

  @Index('uq_visitors_session_id', { unique: true })
  @Column({ type: 'varchar', length: 128 })
  sessionId: string;

  /** Truncated to its network (/24, /48): never the full address. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Column({ type: 'text', nullable: true })
  referrer: string | null;

  @Column({ type: 'text', default: '/' })
  landingPage: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmSource: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmMedium: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmCampaign: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmContent: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  utmTerm: string | null;

  @Column({ type: 'boolean', default: false })
  hasShownInterest: boolean;

  @Column({ type: 'boolean', default: false })
  hasPurchased: boolean;

  /** One-click unsubscribe from campaign e-mails; stops every further send. */
  @Index('idx_visitors_unsubscribed_at', { where: '"unsubscribedAt" IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  unsubscribedAt: Date | null;

  /** When the visitor was last pushed to the e-mail-marketing provider's list. */
  @Column({ type: 'timestamptz', nullable: true })
  contactSyncedAt: Date | null;

  @Index('idx_visitors_last_visited_at')
  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastVisitedAt: Date;

  @Index('idx_visitors_created_at')
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** Consent to training e-mails: when it was given, from where, the words shown; confirmed by the e-mailed link. */
  @Column({ type: 'timestamptz', nullable: true })
  consentGivenAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  consentConfirmedAt: Date | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  consentIp: string | null;

  @Column({ type: 'text', nullable: true })
  consentText: string | null;

  @Column({ type: 'varchar', length: 50, nullable: true })
  consentSource: string | null;

  /** When the browser was allowed to keep a persistent visitor id (banner, sign-up box; null: no consent asked). */
  @Column({ type: 'timestamptz', nullable: true })
  trackingConsentAt: Date | null;

  /** The one confirmation e-mail an address ever gets while unconfirmed. */
  @Column({ type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  /** First purchase, and the last campaign e-mail (email_sends id) clicked before it. */
  @Index('idx_visitors_purchased_at', { where: '"purchasedAt" IS NOT NULL' })
  @Column({ type: 'timestamptz', nullable: true })
  purchasedAt: Date | null;

  @Column({ type: 'uuid', nullable: true })
  purchaseSendId: string | null;
}
