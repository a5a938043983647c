import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { createSecretKey } from 'crypto';
import { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { LocalCache } from '../../core/cache/local-cache';
import { AppConfig } from '../../core/config/app-config';
import { SESSION_COOKIE, VERIFIED_COOKIE_MAX_AGE_MS, VERIFIED_COOKIE_MAX_ENTRIES } from './auth.constants';
import { SessionClaims, SessionRequestUser, SessionService } from './sessions/session.service';
import type { SessionStrategy } from '../../core/auth/session-strategy';

const sessionCookie = (req: Request): string | null =>
  (req?.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE] || null;

/**
 * Reads the session cookie, verifies its signature and expiry, then asks the session store whether the session
 * still exists: a logged-out, revoked, suspended or deleted user loses access on the next request.
 * A cookie whose signature this replica already checked is not checked again for a minute (its expiry still is),
 * and skips passport (recentlyVerified): the HMAC check and passport's per-request middleware were most of a
 * signed-in request's own cost, and made V8 promote request garbage (bench: GET /api/auth/check).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) implements SessionStrategy {
  /** Claims of the session cookies verified recently, by the cookie's exact value. */
  private readonly verified = new LocalCache<SessionClaims & { exp: number }>(
    VERIFIED_COOKIE_MAX_ENTRIES,
    VERIFIED_COOKIE_MAX_AGE_MS,
  );

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
      passReqToCallback: true,
    });
  }

  carriesSession(req: Request): boolean {
    return sessionCookie(req) !== null;
  }

  recentlyVerified(req: Request): Promise<SessionRequestUser | false> | undefined {
    const cookie = sessionCookie(req);
    const claims = cookie ? this.verified.get(cookie) : undefined;
    if (!claims || claims.exp * 1000 <= Date.now()) return undefined;
    return this.sessions.resolve(claims).then((user) => user ?? false);
  }

  /** Called by passport-jwt with claims whose signature and expiry it verified. */
  async validate(req: Request, claims: SessionClaims & { exp?: number }): Promise<SessionRequestUser | false> {
    const user = await this.sessions.resolve(claims);
    const cookie = sessionCookie(req);
    if (user && cookie && typeof claims.exp === 'number') this.verified.set(cookie, { ...claims, exp: claims.exp });
    return user ?? false;
  }
}
