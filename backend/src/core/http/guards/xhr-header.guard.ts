import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { NO_XHR_HEADER } from '../decorators/no-xhr-header.decorator';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * CSRF defence for cookie sessions: a cross-site form or image cannot set custom headers,
 * so every mutating request must carry X-Requested-With.
 */
@Injectable()
export class XhrHeaderGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (SAFE.has(req.method)) return true;
    if (this.reflector.getAllAndOverride<boolean>(NO_XHR_HEADER, [context.getHandler(), context.getClass()]))
      return true;
    if (req.headers['x-requested-with']) return true;
    throw new ForbiddenException('Missing X-Requested-With header');
  }
}
