import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { SessionUser, UserType } from '../../auth/session-user';
import { ROLES } from '../decorators/roles.key';

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserType[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: SessionUser }>().user;
    if (user && roles.includes(user.userType)) return true;
    throw new ForbiddenException('You do not have permission to do this');
  }
}
