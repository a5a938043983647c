import { ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC } from '../decorators/public.decorator';

/**
 * Global guard: closed by default. Public routes still get req.user when a valid session exists,
 * so they can vary their answer (e.g. stories for admins).
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (!isPublic) return (await super.canActivate(context)) as boolean;
    try {
      await super.canActivate(context);
    } catch {
      // anonymous is fine here
    }
    return true;
  }

  handleRequest<T>(err: unknown, user: T, _info: unknown, context: ExecutionContext): T {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    if (err || !user) {
      if (isPublic) return undefined as T;
      // A failure to look the user up (database down) is not a missing session: let the filter answer 503.
      // (No instanceof Error here: errors raised inside Node's net module may come from another realm.)
      if (err && !(err instanceof UnauthorizedException)) throw err as Error;
      throw new UnauthorizedException('Authentication required');
    }
    return user;
  }
}
