import { HttpException, Injectable, Logger, ServiceUnavailableException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { SessionAuthenticator, SessionCarrier } from '../../../core/auth/session-authenticator';
import type { SessionUser, UserType } from '../../../core/auth/session-user';
import { errorText } from '../../../core/errors';
import { sessionsSignedIn, signInsRefused } from '../../../core/metrics/metrics';
import { MESSAGES, SESSION_ABSOLUTE_SECONDS, SESSION_COOKIE } from '../auth.constants';
import { AuthMessageResponseDto, LoginResponseDto } from '../dto/auth-responses.dto';
import { toAuthUserDto } from '../dto/auth-user.dto';
import { LoginDto } from '../dto/login.dto';
import { SignInLinkService } from '../sign-in/sign-in-link.service';
import { SignInResult, SignInService } from '../sign-in/sign-in.service';
import { UsersService } from '../users.service';
import { SessionCache } from './session-cache';
import { CookieReply, CookieRequest, SessionCookies } from './session-cookies';
import { SessionStore } from './session-store';
import { SessionRequestUser, toSessionUser } from './session-user.mapper';

export type { SessionRequestUser } from './session-user.mapper';

interface SessionClaims {
  sub: string;
  typ: UserType;
  /** The server-side session record this cookie stands for. */
  sid: string;
  /** Expiry, in seconds since the epoch (set by the signer, checked by the verifier). */
  exp: number;
}

/**
 * Sessions: a record in Redis (SessionStore: 12 h idle, sliding) named by a signed JWT in an httpOnly cookie
 * (7 days absolute). This is the only place a session cookie is read or its signature checked: every signed-in
 * request, the API docs gate and the queue board go through authenticate().
 */
@Injectable()
export class SessionService implements SessionAuthenticator {
  private readonly logger = new Logger(SessionService.name);

  constructor(
    private readonly jwt: JwtService,
    private readonly store: SessionStore,
    private readonly cache: SessionCache,
    private readonly users: UsersService,
    private readonly cookies: SessionCookies,
    private readonly passwords: SignInService,
    private readonly links: SignInLinkService,
  ) {}

  /**
   * The signed-in user of a request: from the cache when this replica checked the same cookie within the last
   * second; otherwise the signature and expiry, the session record (one Redis round trip, sliding its idle time) and
   * the account (active only) are checked. Null when any of them fails; 503 when Redis cannot be reached.
   */
  async authenticate(req: SessionCarrier): Promise<SessionRequestUser | null> {
    const cookie = req.cookies?.[SESSION_COOKIE];
    if (!cookie) return null;
    const cached = this.cache.get(cookie);
    if (cached) return cached;
    const claims = this.verify(cookie);
    if (!claims) return null;
    if (!(await this.unavailableAs503(() => this.store.touch(claims.sid, claims.sub)))) return null;
    const row = await this.users.findById(claims.sub);
    if (row?.enrollmentStatus !== 'active') return null;
    const user: SessionRequestUser = { ...toSessionUser(row), sessionId: claims.sid };
    this.cache.set(cookie, user, claims.exp * 1000);
    return user;
  }

  /** Opens a session for the user and returns the session cookie's value. */
  async open(user: Pick<SessionUser, 'id' | 'userType'>): Promise<string> {
    const sid = await this.store.open(user.id);
    return this.jwt.sign({ sub: user.id, typ: user.userType, sid }, { expiresIn: SESSION_ABSOLUTE_SECONDS });
  }

  /** Signs in with a password (throttled: SignInService) and starts the session, its cookies set on `res`. */
  async signIn(login: LoginDto, ip: string, req: CookieRequest, res: CookieReply): Promise<LoginResponseDto> {
    const knownClient = this.cookies.knownClient(req);
    return this.start(res, await countRefusal(this.passwords.signIn(login.username, login.password, ip, knownClient)));
  }

  /** Signs in with the token of a sign-in link and starts the session, its cookies set on `res`. */
  async signInWithLink(token: string, ip: string, req: CookieRequest, res: CookieReply): Promise<LoginResponseDto> {
    return this.start(res, await countRefusal(this.links.consume(token, ip, this.cookies.knownClient(req))));
  }

  /** Ends this session (when there is one) and clears the cookie. */
  async signOut(res: CookieReply, user: SessionRequestUser | undefined): Promise<AuthMessageResponseDto> {
    if (user) await this.unavailableAs503(() => this.store.end(user.sessionId, user.id));
    this.cookies.signedOut(res);
    return { success: true, message: MESSAGES.loggedOut };
  }

  /** Ends every session of the user, on every device, and clears this browser's cookie. */
  async signOutEverywhere(res: CookieReply, user: SessionRequestUser | undefined): Promise<AuthMessageResponseDto> {
    if (user) await this.unavailableAs503(() => this.store.endAll(user.id));
    this.cookies.signedOut(res);
    return { success: true, message: MESSAGES.loggedOutEverywhere };
  }

  private async start(res: CookieReply, { user, knownClient }: SignInResult): Promise<LoginResponseDto> {
    this.cookies.signedIn(res, await this.open(user), knownClient);
    sessionsSignedIn.inc({ user_type: user.userType });
    return { success: true, user: toAuthUserDto(user) };
  }

  /** The claims of a cookie whose signature and expiry hold, or null. */
  private verify(cookie: string): SessionClaims | null {
    try {
      const claims = this.jwt.verify<SessionClaims>(cookie, { algorithms: ['HS256'] });
      const valid = typeof claims.sub === 'string' && typeof claims.sid === 'string' && typeof claims.exp === 'number';
      return valid ? claims : null;
    } catch {
      return null;
    }
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

/** Refused sign-ins by reason, for the metrics (sign_ins_refused_total). */
const REFUSAL_REASONS: Record<number, string> = {
  400: 'invalid',
  401: 'credentials',
  403: 'not-active',
  429: 'throttled',
  503: 'unavailable',
};

async function countRefusal<T>(attempt: Promise<T>): Promise<T> {
  try {
    return await attempt;
  } catch (err) {
    const status = err instanceof HttpException ? err.getStatus() : 500;
    signInsRefused.inc({ reason: REFUSAL_REASONS[status] ?? 'error' });
    throw err;
  }
}
