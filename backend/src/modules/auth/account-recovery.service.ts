import { BadRequestException, Injectable } from '@nestjs/common';
import { MailService } from '../../core/mail/mail.service';
import { RateLimitService } from '../../core/rate-limit/rate-limit.service';
import { RateRule } from '../../core/rate-limit/rate-limit.types';
import {
  MAIL_KINDS,
  MESSAGES,
  PASSWORD_TOKEN_PER_IP,
  PASSWORD_TOKEN_PER_TOKEN,
  REMINDERS_PER_ACCOUNT,
  REMINDERS_PER_IP,
} from './auth.constants';
import { User } from './entities/user.entity';
import { passwordProblem } from './passwords/password.policy';
import { sha256, UsersService } from './users.service';

/**
 * Forgot password, forgot username, reset and set-password. The reminder calls answer the same whether or not
 * the address belongs to an account; only active accounts get mail. The mails are rendered in the worker
 * (mails/auth-mails.ts): the jobs carry the user id only.
 */
@Injectable()
export class AccountRecoveryService {
  constructor(
    private readonly users: UsersService,
    private readonly limiter: RateLimitService,
    private readonly mail: MailService,
  ) {}

  /** Rate limits per IP and per address (each kind of reminder counted on its own), then the active account if any. */
  private async reminderTarget(kind: string, email: string, ip: string): Promise<User | null> {
    const perIp: RateRule = { ...REMINDERS_PER_IP, name: `${REMINDERS_PER_IP.name}:${kind}` };
    const perAccount: RateRule = { ...REMINDERS_PER_ACCOUNT, name: `${REMINDERS_PER_ACCOUNT.name}:${kind}` };
    await this.limiter.reserve(
      [
        [perIp, ip],
        [perAccount, email],
      ],
      MESSAGES.tooManyReminders,
      MESSAGES.rateLimitUnavailable,
    );
    const user = await this.users.findByEmail(email);
    return user?.enrollmentStatus === 'active' && user.email ? user : null;
  }

  async forgotPassword(email: string, ip: string): Promise<void> {
    const user = await this.reminderTarget('password', email, ip);
    if (user) await this.mail.enqueue({ kind: MAIL_KINDS.passwordReset, ref: { userId: user.id } });
  }

  async forgotUsername(email: string, ip: string): Promise<void> {
    const user = await this.reminderTarget('username', email, ip);
    if (user) await this.mail.enqueue({ kind: MAIL_KINDS.usernameReminder, ref: { userId: user.id } });
  }

  /**
   * Sets the new password if the token (from a reset or set-password link) is known and unexpired; the token is
   * consumed atomically and every session of the account ends. Cheapest checks first: the throttles, then the
   * token's hash lookup, and only for a known token the strength estimate (once) and the password hash.
   */
  async resetPassword(token: string, newPassword: string, ip: string): Promise<void> {
    const tokenHash = sha256(token);
    await this.limiter.reserve(
      [
        [PASSWORD_TOKEN_PER_IP, ip],
        [PASSWORD_TOKEN_PER_TOKEN, tokenHash],
      ],
      MESSAGES.tooManyPasswordAttempts,
      MESSAGES.rateLimitUnavailable,
    );
    const holder = await this.users.findByPasswordToken(tokenHash);
    if (!holder) throw new BadRequestException(MESSAGES.invalidResetToken);
    const problem = passwordProblem(newPassword, [holder.username, holder.email, holder.firstName, holder.lastName]);
    if (problem) throw new BadRequestException(problem);
    if (!(await this.users.usePasswordToken(token, newPassword)))
      throw new BadRequestException(MESSAGES.invalidResetToken);
  }
}
