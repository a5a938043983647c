import { CallHandler, ExecutionContext, HttpException, Injectable, Logger, NestInterceptor } from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, Observable, throwError } from 'rxjs';
import type { SessionUser } from '../auth/session-user';
import { ROLES } from '../http/decorators/roles.key';
import { AuditNote, auditContext } from './audit-context';
import { AuditService } from './audit.service';
import { NOT_AUDITED } from './not-audited.decorator';

/** @ApiOperation's metadata key in @nestjs/swagger. */
const API_OPERATION = 'swagger/apiOperation';
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Every call of an admin-only route that changes something is written to the audit trail once it has been
 * answered, done or refused: who, which route, which object, the status, when, from which network, and what a
 * service noted (AuditService.note). The entry is written before the answer leaves; if the database refuses it, the
 * action (already done) is still answered and the failure is logged as an error. @Roles('admin') applies it.
 */
@Injectable()
export class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger(AuditInterceptor.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly audit: AuditService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<FastifyRequest & { user?: SessionUser }>();
    const targets = [context.getHandler(), context.getClass()];
    const roles = this.reflector.getAllAndOverride<string[] | undefined>(ROLES, targets);
    const skip = READS.has(req.method) || !roles?.includes('admin') || !req.user;
    if (skip || this.reflector.get<boolean>(NOT_AUDITED, context.getHandler())) return next.handle();

    const handler = context.getHandler();
    const note: AuditNote = {};
    const write = (status: number) =>
      this.audit
        .record({
          actorId: req.user!.id,
          action: handler.name,
          summary:
            this.reflector.get<{ summary?: string } | undefined>(API_OPERATION, handler)?.summary ?? handler.name,
          route: `${req.method} ${req.routeOptions.url ?? req.url}`,
          targetId: firstParam(req.params),
          status,
          ip: req.ip,
          details: note.details,
        })
        .catch((err: unknown) => this.logger.error(`Audit entry for ${handler.name} not written: ${String(err)}`));
    const done: number =
      this.reflector.get<number | undefined>(HTTP_CODE_METADATA, handler) ?? (req.method === 'POST' ? 201 : 200);
    return auditContext
      .run(note, () => next.handle())
      .pipe(
        mergeMap((body: unknown) => from(write(done).then((): unknown => body))),
        catchError((err: unknown) =>
          from(write(err instanceof HttpException ? err.getStatus() : 500)).pipe(mergeMap(() => throwError(() => err))),
        ),
      );
  }
}

function firstParam(params: unknown): string | null {
  const values = Object.values((params ?? {}) as Record<string, unknown>);
  return typeof values[0] === 'string' ? values[0] : null;
}
