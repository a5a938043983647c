import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, FindOptionsWhere, LessThan, MoreThanOrEqual, LessThanOrEqual, Repository } from 'typeorm';
import { AuditEvent } from '../../../core/audit/audit-event.entity';
import { UsersService } from '../../auth/users.service';
import { AuditEventDto, AuditEventPageDto, AuditQueryDto } from './audit-log.dto';

export const AUDIT_PAGE_SIZE = 50;

/** Reads the audit trail for /admin/audit: newest first, filtered, 50 a page; actors named by their account. */
@Injectable()
export class AuditLogService {
  constructor(
    @InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>,
    private readonly users: UsersService,
  ) {}

  async page(q: AuditQueryDto): Promise<AuditEventPageDto> {
    const where: FindOptionsWhere<AuditEvent> = {};
    if (q.actor) {
      const actor = await this.users.findByLogin(q.actor);
      if (!actor) return { events: [], nextBefore: null };
      where.actorId = actor.id;
    }
    if (q.action) where.action = q.action;
    if (q.outcome) where.status = q.outcome === 'refused' ? MoreThanOrEqual(400) : LessThan(400);
    const from = q.from ? new Date(q.from) : null;
    const to = q.to ? new Date(q.to) : null;
    if (from && to) where.at = Between(from, to);
    else if (from) where.at = MoreThanOrEqual(from);
    else if (to) where.at = LessThanOrEqual(to);
    if (q.before) where.id = LessThan(q.before);
    const rows = await this.events.find({ where, order: { id: 'DESC' }, take: AUDIT_PAGE_SIZE + 1 });
    const page = rows.slice(0, AUDIT_PAGE_SIZE);
    const actorIds = [...new Set(page.map((e) => e.actorId).filter((id): id is string => !!id))];
    const names = new Map((actorIds.length ? await this.users.findByIds(actorIds) : []).map((u) => [u.id, u.username]));
    return {
      events: page.map((e) => toDto(e, names)),
      nextBefore: rows.length > AUDIT_PAGE_SIZE ? page[page.length - 1].id : null,
    };
  }
}

function toDto(e: AuditEvent, names: Map<string, string>): AuditEventDto {
  return {
    id: e.id,
    at: e.at.toISOString(),
    actor: e.actorId ? { id: e.actorId, username: names.get(e.actorId) ?? null } : null,
    action: e.action,
    summary: e.summary,
    route: e.route,
    targetId: e.targetId,
    status: e.status,
    ip: e.ip,
    details: e.details,
  };
}
