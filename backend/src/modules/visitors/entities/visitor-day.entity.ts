import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Cookieless counting: one row per person per UTC day, keyed by a hash of the day's salt, the IP and the user
 * agent (VisitCounter). The salt lives in Redis for its day only, so a hash can't be traced back to an address or
 * linked across days. The first touch of the day (UTM, referrer host) is kept for the dashboard's sources.
 */
@Entity('visitor_days')
export class VisitorDay {
  @PrimaryColumn({ type: 'date' }) day: string;
  @PrimaryColumn({ type: 'char', length: 64 }) hash: string;
  @Column({ type: 'varchar', length: 255, nullable: true }) utmSource: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) utmMedium: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) utmCampaign: string | null;
  @Column({ type: 'varchar', length: 255, nullable: true }) referrerHost: string | null;
  /** The visitor row this person became the same day (consent given): that row counts the visit instead. */
  @Column({ type: 'uuid', nullable: true }) visitorId: string | null;
}
