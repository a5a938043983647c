import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * The marketing dashboard's daily figures per first-touch source (UTC days). Rebuilt by AnalyticsRollupService for
 * recent days every few minutes; today is always computed live. Empty strings stand for "none" in the key.
 */
@Entity('marketing_daily')
export class MarketingDaily {
  @PrimaryColumn({ type: 'date' }) day: string;
  @PrimaryColumn({ type: 'varchar', length: 255 }) source: string;
  @PrimaryColumn({ type: 'varchar', length: 255 }) medium: string;
  @PrimaryColumn({ type: 'varchar', length: 255 }) campaign: string;
  @PrimaryColumn({ type: 'varchar', length: 255 }) referrerHost: string;
  @Column({ type: 'integer', default: 0 }) visits: number;
  @Column({ type: 'integer', default: 0 }) signups: number;
  @Column({ type: 'integer', default: 0 }) enrollClicks: number;
  @Column({ type: 'integer', default: 0 }) purchases: number;
}

/** Campaign e-mails by the UTC day they were queued, and what followed them. */
@Entity('marketing_daily_campaigns')
export class MarketingDailyCampaign {
  @PrimaryColumn({ type: 'date' }) day: string;
  @PrimaryColumn({ type: 'uuid' }) campaignId: string;
  @Column({ type: 'integer', default: 0 }) sent: number;
  @Column({ type: 'integer', default: 0 }) opened: number;
  @Column({ type: 'integer', default: 0 }) clicked: number;
  @Column({ type: 'integer', default: 0 }) unsubscribed: number;
  @Column({ type: 'integer', default: 0 }) purchases: number;
  @Column({ type: 'integer', default: 0 }) bounced: number;
  @Column({ type: 'integer', default: 0 }) complained: number;
}
