import { CanActivate, ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import passport, { type Strategy } from 'passport';
import { SESSION_STRATEGY, type SessionStrategy } from '../../auth/session-strategy';
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
    @Inject(SESSION_STRATEGY) private readonly strategy: SessionStrategy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()]);
    const http = context.switchToHttp();
    const req = http.getRequest<Request & { user?: unknown }>();
    // No session cookie: nothing to verify (most public traffic — tracking, public reads — comes without one).
    if (!this.strategy.carriesSession(req)) {
      if (isPublic) return true;
      throw new UnauthorizedException('Authentication required');
    }
    let user: unknown;
    try {
      user = await (this.strategy.recentlyVerified(req) ?? this.authenticate(req, http.getResponse<Response>()));
    } catch (err) {
      if (isPublic) return true; // anonymous is fine here
      // A failure to look the user up (database down) is not a missing session: let the filter answer 503.
      // Rethrown as caught, without an instanceof Error test: errors raised inside Node's net module may come from
      // another realm (jest's sandbox), and the filter needs them unchanged to answer 503.
      if (!(err instanceof UnauthorizedException)) throw err;
      user = undefined;
    }
    if (user) {
      req.user = user;
      http.getResponse<Response>().setHeader('Cache-Control', 'no-store');
    } else if (!isPublic) throw new UnauthorizedException('Authentication required');
    return true;
  }

  /**
   * Runs this app's strategy (cookie → verified claims → session check); resolves to the user or false.
   * Passport attaches per-request callbacks to the strategy object it is given, so each request gets its own
   * object with the strategy as prototype (what passport itself does for strategies named in its registry).
   */
  private authenticate(req: Request, res: Response): Promise<unknown> {
    const strategy = Object.create(this.strategy) as Strategy;
    return new Promise((resolve, reject) => {
      const run = passport.authenticate(strategy, { session: false }, (err: Error | null, user: unknown) =>
        err ? reject(err) : resolve(user),
      ) as (req: Request, res: Response, next: (err?: Error) => void) => void;
      run(req, res, (err) => (err ? reject(err) : resolve(false)));
    });
  }
}
