import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** What an audit entry records besides who and when: the field changes of a role or setting, never personal data. */
export type AuditDetails = Record<string, unknown>;

/**
 * The audit trail: one row per admin action, sign-in and refused sign-in. Append-only: the database refuses UPDATE,
 * DELETE and TRUNCATE on this table (see the AuditTrail migration), and the product has no route that changes it.
 * It holds ids, never e-mail addresses, so erasing a person leaves nothing of theirs here.
 */
@Entity('audit_events')
@Index('idx_audit_events_at', ['at'])
@Index('idx_audit_events_actor_at', ['actorId', 'at'])
export class AuditEvent {
  @PrimaryGeneratedColumn('increment', { type: 'bigint' })
  id: string;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  /** The signed-in user who acted (or who signed in); null for a refused sign-in of an unknown account. */
  @Column({ type: 'uuid', nullable: true })
  actorId: string | null;

  /** The operation, e.g. updateAdminUser, signIn, signInRefused. */
  @Column({ type: 'varchar', length: 100 })
  action: string;

  /** What it does in words (the route's OpenAPI summary), kept as it was when it happened. */
  @Column({ type: 'varchar', length: 200 })
  summary: string;

  /** "PUT /api/admin/users/:id" for a route; null for events that are not a route call. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  route: string | null;

  /** The object acted on: the route's id parameter. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  targetId: string | null;

  /** The HTTP status the action ended with (2xx done, 4xx refused). */
  @Column({ type: 'smallint' })
  status: number;

  /** The caller's address, truncated to its /24 (IPv4) or /48 (IPv6) network. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  ip: string | null;

  @Column({ type: 'jsonb', nullable: true })
  details: AuditDetails | null;
}
