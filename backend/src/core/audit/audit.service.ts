import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { truncatedIp } from '../http/truncated-ip';
import { auditContext } from './audit-context';
import { AuditDetails, AuditEvent } from './audit-event.entity';

export interface AuditRecord {
  actorId: string | null;
  action: string;
  summary: string;
  status: number;
  ip: string | undefined;
  route?: string | null;
  targetId?: string | null;
  details?: AuditDetails | null;
}

/** Writes the audit trail (append-only: there is no update or delete here, and the database refuses both). */
@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>) {}

  async record(entry: AuditRecord): Promise<void> {
    await this.events.save(
      this.events.create({
        actorId: entry.actorId,
        action: entry.action.slice(0, 100),
        summary: entry.summary.slice(0, 200),
        status: entry.status,
        ip: truncatedIp(entry.ip),
        route: entry.route?.slice(0, 200) ?? null,
        targetId: entry.targetId?.slice(0, 200) ?? null,
        details: entry.details ?? null,
      }),
      { reload: false },
    );
  }

  /**
   * Adds what changed to the entry of the admin action running now, e.g. { userType: { before, after } }. Field
   * values only where they are not personal data (roles, statuses, settings); for anything else name the field.
   */
  note(details: AuditDetails): void {
    const note = auditContext.getStore();
    if (note) note.details = { ...note.details, ...details };
  }
}

/** { field: { before, after } } for each of `fields` whose value differs. */
export function changedFields<T extends object>(before: T, after: T, fields: Array<keyof T>): AuditDetails {
  const out: AuditDetails = {};
  for (const f of fields)
    if (before[f] !== after[f]) out[f as string] = { before: before[f] ?? null, after: after[f] ?? null };
  return out;
}
