import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionUser } from '../../auth/session-user';

/** The signed-in user (loaded per request by the session check), or undefined on an anonymous public call. */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): SessionUser | undefined => {
  return ctx.switchToHttp().getRequest<Request & { user?: SessionUser }>().user;
});
