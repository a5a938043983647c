import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../core/config/app-config';
import { SESSION_COOKIE } from './auth.constants';
import { SessionClaims, SessionRequestUser, SessionService } from './sessions/session.service';

/**
 * Reads the session cookie, verifies its signature and expiry, then asks the session store whether the session
 * still exists: a logged-out, revoked, suspended or deleted user loses access on the next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    @Inject(ConfigService) config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([
        (req: Request) => (req?.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE] ?? null,
      ]),
      secretOrKey: config.get('JWT_SECRET', { infer: true }),
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  async validate(claims: SessionClaims): Promise<SessionRequestUser | false> {
    return (await this.sessions.resolve(claims)) ?? false;
  }
}
