import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { HttpAdapterHost, Reflector } from '@nestjs/core';
import {
  SESSION_AUTHENTICATOR,
  type SessionAuthenticator,
  type SessionCarrier,
} from '../../auth/session-authenticator';
import type { SessionUser } from '../../auth/session-user';
import { IS_PUBLIC } from '../decorators/public.decorator';

/**
 * Global guard: closed by default. Public routes still get req.user when a valid session exists,
 * so they can vary their answer (e.g. stories for admins). An answer to a signed-in user is personal: no browser,
 * proxy or CDN may keep it (Cache-Control: no-store); anonymous answers keep whatever caching their route chooses.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SESSION_AUTHENTICATOR) private readonly sessions: SessionAuthenticator,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const http = context.switchToHttp();
    const req = http.getRequest<SessionCarrier & { user?: SessionUser }>();
    let user: SessionUser | null;
    try {
      user = await this.sessions.authenticate(req);
    } catch (err) {
      if (isPublic) return true; // anonymous is fine here
      // A failure to look the session up (Redis or the database down) is not a missing session: the filter
      // answers 503. Rethrown as caught: errors from Node's net module may come from another realm (jest's sandbox).
      throw err;
    }
    if (user) {
      req.user = user;
      this.adapterHost.httpAdapter.setHeader(http.getResponse(), 'Cache-Control', 'no-store');
    } else if (!isPublic) throw new UnauthorizedException('Authentication required');
    return true;
  }
}
