import { Inject, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { CookieOptions, Response } from 'express';
import type { SessionUser, UserType } from '../../../core/auth/session-user';
import { AppConfig } from '../../../core/config/app-config';
import { MESSAGES, SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from '../auth.constants';
import { UsersService } from '../users.service';
import { SessionStore } from './session-store';
import { errorText } from '../../../core/errors';

export interface SessionClaims {
  sub: string;
  typ: UserType;
  /** The server-side session record this cookie stands for. */
  sid: string;
}

/** What a signed-in request carries: the user, and which session it came through (for logout). */
export type SessionRequestUser = SessionUser & { sessionId: string };

/**
 * Sessions: a record in Redis (SessionStore: 12 h idle, sliding) named by a signed JWT in an httpOnly,
 * SameSite=Lax cookie (7 days absolute). Secure whenever the site is served over https.
 */
@Injectable()
export class SessionService {
  private readonly logger = new Logger(SessionService.name);
  private readonly secureCookies: boolean;

  constructor(
    private readonly jwt: JwtService,
    private readonly store: SessionStore,
    private readonly users: UsersService,
    @Inject(ConfigService) config: AppConfig,
  ) {
    this.secureCookies =
      config.get('NODE_ENV', { infer: true }) === 'production' ||
      config.get('APP_URL', { infer: true }).startsWith('https:');
  }

  /** Opens a session for the user and returns the cookie value. */
  async open(user: Pick<SessionUser, 'id' | 'userType'>): Promise<string> {
    const sid = await this.store.open(user.id);
    const claims: SessionClaims = { sub: user.id, typ: user.userType, sid };
    return this.jwt.sign(claims, { expiresIn: SESSION_ABSOLUTE_SECONDS });
  }

  cookieOptions(): CookieOptions {
    return { httpOnly: true, sameSite: 'lax', secure: this.secureCookies, path: '/' };
  }

  async start(res: Response, user: Pick<SessionUser, 'id' | 'userType'>): Promise<void> {
    res.cookie(SESSION_COOKIE, await this.open(user), {
      ...this.cookieOptions(),
      maxAge: SESSION_ABSOLUTE_SECONDS * 1000,
    });
  }

  /** Ends this session (when there is one) and clears the cookie. */
  async end(res: Response, user: SessionRequestUser | undefined): Promise<void> {
    if (user) await this.unavailableAs503(() => this.store.end(user.sessionId, user.id));
    res.clearCookie(SESSION_COOKIE, this.cookieOptions());
  }

  /** Ends every session of the user, on every replica. */
  async endAll(userId: string): Promise<void> {
    await this.unavailableAs503(() => this.store.endAll(userId));
  }

  /** The user of a session cookie value (signature, expiry and session record checked), or null. */
  async authenticate(cookie: string | undefined): Promise<SessionRequestUser | null> {
    if (!cookie) return null;
    let claims: SessionClaims;
    try {
      claims = this.jwt.verify<SessionClaims>(cookie, { algorithms: ['HS256'] });
    } catch {
      return null;
    }
    return this.resolve(claims);
  }

  /**
   * The user behind verified claims, or null when the session was ended, expired or the account is not active.
   * One Redis round trip when the profile snapshot is cached; the database otherwise.
   */
  async resolve(claims: SessionClaims): Promise<SessionRequestUser | null> {
    if (typeof claims?.sub !== 'string' || typeof claims.sid !== 'string') return null;
    const recent = this.store.recent(claims.sid, claims.sub);
    if (recent) return { ...recent, sessionId: claims.sid };
    const touched = await this.unavailableAs503(() => this.store.touch(claims.sid, claims.sub));
    if (!touched) return null;
    let user = touched.snapshot ? revive(touched.snapshot) : null;
    if (!user) {
      const row = await this.users.findById(claims.sub);
      if (!row) return null;
      user = this.users.toSessionUser(row);
      await this.store.saveSnapshot(user.id, JSON.stringify(user)).catch(() => undefined);
    }
    if (user.enrollmentStatus !== 'active') return null;
    this.store.remember(claims.sid, user);
    return { ...user, sessionId: claims.sid };
  }

  private async unavailableAs503<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn();
    } catch (err) {
      this.logger.warn(`Session store unavailable: ${errorText(err)}`);
      throw new ServiceUnavailableException(MESSAGES.rateLimitUnavailable);
    }
  }
}

function revive(json: string): SessionUser | null {
  try {
    const u = JSON.parse(json) as SessionUser & Record<'enrolledAt' | 'lastLoginAt' | 'createdAt', string | null>;
    return {
      ...u,
      enrolledAt: u.enrolledAt ? new Date(u.enrolledAt) : null,
      lastLoginAt: u.lastLoginAt ? new Date(u.lastLoginAt) : null,
      createdAt: new Date(u.createdAt),
    };
  } catch {
    return null;
  }
}
