import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../auth/session-user';

/** The signed-in user the session check put on the request, or undefined on an anonymous public call. */
export function requestUser<U extends SessionUser = SessionUser>(req: FastifyRequest): U | undefined {
  return (req as FastifyRequest & { user?: U }).user;
}

/**
 * The signed-in user (loaded per request by the session check), or undefined on an anonymous public call. The
 * hottest routes call requestUser(req) instead: Nest runs the global pipes on a custom parameter decorator's value on
 * every call, a noticeable share of such a small route's CPU (docs/operations.md, Measurements).
 */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): SessionUser | undefined =>
  requestUser(ctx.switchToHttp().getRequest<FastifyRequest>()),
);
