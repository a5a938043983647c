import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuditService } from '../../../core/audit/audit.service';
import { AppConfig } from '../../../core/config/app-config';
import { MailService } from '../../../core/mail/mail.service';
import { RateLimitService } from '../../../core/rate-limit/rate-limit.service';
import { normalizeEmail } from '../../../core/validation/transforms';
import {
  MAIL_KINDS,
  MESSAGES,
  SIGN_IN_LINK_CONSUME_PER_IP,
  SIGN_IN_LINK_PER_ACCOUNT,
  SIGN_IN_LINK_PER_IP,
} from '../auth.constants';
import { User } from '../entities/user.entity';
import { UsersService } from '../users.service';
import { KnownClients } from './known-client';
import { SignInResult } from './sign-in.service';

/**
 * "E-mail me a sign-in link": the way in for an owner whose account a stranger's guessing has locked for unknown
 * browsers. The link signs in once and marks that browser known, so its password works there again; the stranger's
 * counters are left as they are.
 */
@Injectable()
export class SignInLinkService {
  private readonly knownClients: KnownClients;

  constructor(
    private readonly users: UsersService,
    private readonly limiter: RateLimitService,
    private readonly mail: MailService,
    private readonly audit: AuditService,
    @Inject(ConfigService) config: AppConfig,
  ) {
    this.knownClients = new KnownClients(config.get('JWT_SECRET', { infer: true }));
  }

  /** Counts the call per IP and per account, then mails the link to an active account with an address (else nothing). */
  async request(usernameOrEmail: string, ip: string): Promise<void> {
    const user = await this.users.findByLogin(usernameOrEmail);
    const account = user ? `user:${user.id}` : `name:${normalizeEmail(usernameOrEmail)}`;
    await this.limiter.reserve(
      [
        [SIGN_IN_LINK_PER_IP, ip],
        [SIGN_IN_LINK_PER_ACCOUNT, account],
      ],
      MESSAGES.tooManyReminders,
      MESSAGES.rateLimitUnavailable,
    );
    if (user?.email && user.enrollmentStatus === 'active')
      await this.mail.enqueue({ kind: MAIL_KINDS.signInLink, ref: { userId: user.id } });
  }

  /** Spends the token: the account to start a session for, and this browser's known-client cookie. 400 otherwise. */
  async consume(token: string, ip: string, knownClientCookie: unknown): Promise<SignInResult> {
    await this.limiter.consume(
      SIGN_IN_LINK_CONSUME_PER_IP,
      ip,
      MESSAGES.tooManyReminders,
      MESSAGES.rateLimitUnavailable,
    );
    const userId = await this.users.useSignInToken(token);
    const user: User | null = userId ? await this.users.findById(userId) : null;
    if (!user) throw new BadRequestException(MESSAGES.invalidSignInLink);
    user.lastLoginAt = await this.users.recordSignIn(user.id);
    await this.audit.record({
      actorId: user.id,
      action: 'signInWithLink',
      summary: 'Signed in with an e-mailed link',
      status: 200,
      ip,
    });
    const clientId = this.knownClients.clientFor(knownClientCookie, user.id);
    return { user, knownClient: this.knownClients.issue(user.id, clientId ?? undefined) };
  }
}
