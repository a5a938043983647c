import { ForbiddenException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuditService } from '../../../core/audit/audit.service';
import { AppConfig } from '../../../core/config/app-config';
import { RateLimitService } from '../../../core/rate-limit/rate-limit.service';
import { MESSAGES } from '../auth.constants';
import { User } from '../entities/user.entity';
import { verifyPassword } from '../passwords/password.hasher';
import { UsersService } from '../users.service';
import { KnownClients } from './known-client';
import { attemptAccount, forgivenOnSuccess, signInChecks } from './sign-in-throttle';

export interface SignInResult {
  user: User;
  /** The known-client cookie to set (or refresh) for this browser. */
  knownClient: string;
}

/**
 * Sign-in with throttles that hold under parallel attack: every attempt is reserved in one atomic Redis step
 * before the password is verified, so N parallel guesses never get more evaluations than the limits allow; a
 * success gives its reservation back. See auth.constants.ts for the counters.
 */
@Injectable()
export class SignInService {
  private readonly knownClients: KnownClients;

  constructor(
    private readonly users: UsersService,
    private readonly limiter: RateLimitService,
    private readonly audit: AuditService,
    @Inject(ConfigService) config: AppConfig,
  ) {
    this.knownClients = new KnownClients(config.get('JWT_SECRET', { infer: true }));
  }

  /**
   * Returns the signed-in user, or throws 401 (wrong credentials), 403 (account not active; only told to someone
   * who knows the password), 429 with Retry-After (too many attempts) or 503 (limiter unavailable).
   */
  async signIn(
    usernameOrEmail: string,
    password: string,
    ip: string,
    knownClientCookie: unknown,
  ): Promise<SignInResult> {
    const user = await this.users.findByLogin(usernameOrEmail);
    const account = attemptAccount(user?.id, usernameOrEmail);
    const clientId = this.knownClients.clientFor(knownClientCookie, user?.id);
    const checks = signInChecks(account, ip, clientId);
    const reservation = await this.limiter.reserve(checks, MESSAGES.tooManyLogins, MESSAGES.rateLimitUnavailable);

    const ok = await verifyPassword(user?.passwordHash, password);
    if (!user || !ok) {
      await this.recorded(user?.id ?? null, 401, ip);
      throw new UnauthorizedException(MESSAGES.invalidCredentials);
    }
    await reservation.release();
    if (user.enrollmentStatus !== 'active') {
      await this.recorded(user.id, 403, ip);
      throw new ForbiddenException(MESSAGES.accountNotActive);
    }
    const [clientRule, clientKey] = forgivenOnSuccess(checks, clientId);
    await this.limiter.reset(clientRule, clientKey, MESSAGES.rateLimitUnavailable);

    user.lastLoginAt = await this.users.recordSignIn(user.id);
    await this.recorded(user.id, 200, ip);
    return { user, knownClient: this.knownClients.issue(user.id, clientId ?? undefined) };
  }

  /** The audit entry of an attempt that reached the password check (throttled ones, 429, are not written). */
  private recorded(actorId: string | null, status: number, ip: string) {
    const done = status === 200;
    return this.audit.record({
      actorId,
      action: done ? 'signIn' : 'signInRefused',
      summary: done ? 'Signed in with a password' : 'Sign-in refused',
      status,
      ip,
    });
  }
}
