import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const SUPPRESSION_REASONS = ['hard_bounce', 'complaint', 'unsubscribe', 'manual'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const SUPPRESSION_KINDS = ['address', 'domain'] as const;
export type SuppressionKind = (typeof SUPPRESSION_KINDS)[number];

/**
 * An address (or a whole domain) no marketing mail may go to: campaigns, test sends, webinar confirmations and the
 * Constant Contact sync all check it. Account mails (set-password, reset) still go; the last one is noted here.
 */
@Entity('suppressions')
export class Suppression {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The address or the domain, lower case; unique: one entry per address or domain. */
  @Index('uq_suppressions_value', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  value: string;

  @Column({ type: 'enum', enum: SUPPRESSION_KINDS, enumName: 'suppression_kind' })
  kind: SuppressionKind;

  @Column({ type: 'enum', enum: SUPPRESSION_REASONS, enumName: 'suppression_reason' })
  reason: SuppressionReason;

  /** What the receiving server said (a bounce), or the admin's note. */
  @Column({ type: 'varchar', length: 500, nullable: true })
  detail: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /** When an account mail (set-password, reset) last went to this address all the same. */
  @Column({ type: 'timestamptz', nullable: true })
  accountMailAt: Date | null;
}
