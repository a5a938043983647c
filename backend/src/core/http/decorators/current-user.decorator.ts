import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { User } from '../../../modules/auth/entities/user.entity';

/** The signed-in user (the full entity, loaded per request by the JWT strategy). */
export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): User | undefined => {
  return ctx.switchToHttp().getRequest().user;
});
