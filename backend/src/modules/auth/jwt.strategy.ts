import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'crypto';
import { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../../core/config/app-config';
import { SESSION_COOKIE } from './auth.constants';
import { SessionClaims, SessionRequestUser, SessionService } from './sessions/session.service';
import type { SessionStrategy } from '../../core/auth/session-strategy';

const sessionCookie = (req: Request): string | null =>
  (req?.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE] || null;

/**
 * Reads the session cookie, verifies its signature and expiry, then asks the session store whether the session
 * still exists: a logged-out, revoked, suspended or deleted user loses access on the next request.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) implements SessionStrategy {
  constructor(
    @Inject(ConfigService) config: AppConfig,
    private readonly sessions: SessionService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromExtractors([sessionCookie]),
      // A KeyObject, not the string: jsonwebtoken would otherwise try (and fail) to parse the string as a PEM
      // public key on every request, which cost more than the whole rest of the session check.
      // (passport-jwt's types say string | Buffer; it hands the value to jsonwebtoken, which takes a KeyObject.)
      secretOrKey: createSecretKey(Buffer.from(config.get('JWT_SECRET', { infer: true }))) as unknown as Buffer,
      ignoreExpiration: false,
      algorithms: ['HS256'],
    });
  }

  carriesSession(req: Request): boolean {
    return sessionCookie(req) !== null;
  }

  async validate(claims: SessionClaims): Promise<SessionRequestUser | false> {
    return (await this.sessions.resolve(claims)) ?? false;
  }
}
