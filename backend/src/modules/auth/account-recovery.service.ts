import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'crypto';
import { IsNull, MoreThan, Not, Repository } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { MailService } from '../../core/mail/mail.service';
import { MESSAGES, PASSWORD_RESET_TTL_MS, RateRule, REMINDERS_PER_ACCOUNT, REMINDERS_PER_IP } from './auth.constants';
import { passwordResetMail, usernameReminderMail } from './auth.mails';
import { User } from './entities/user.entity';
import { hashPassword } from './password.hasher';
import { RateLimiterService } from './rate-limiter.service';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Forgot password, forgot username and reset. The reminder calls answer the same whether or not the
 * address belongs to an account; only active accounts get mail.
 */
@Injectable()
export class AccountRecoveryService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly limiter: RateLimiterService,
    private readonly mail: MailService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  private link(path: string): string {
    return `${this.config.get('APP_URL', { infer: true }).replace(/\/$/, '')}${path}`;
  }

  /** Rate limits per IP and per address (each kind of reminder counted on its own), then the active account if any. */
  private async reminderTarget(kind: string, email: string, ip: string): Promise<User | null> {
    const perIp: RateRule = { ...REMINDERS_PER_IP, name: `${REMINDERS_PER_IP.name}:${kind}` };
    const perAccount: RateRule = { ...REMINDERS_PER_ACCOUNT, name: `${REMINDERS_PER_ACCOUNT.name}:${kind}` };
    await this.limiter.consume(perIp, ip, MESSAGES.tooManyReminders);
    await this.limiter.consume(perAccount, email, MESSAGES.tooManyReminders);
    return this.users.findOneBy({ email, enrollmentStatus: 'active' });
  }

  async forgotPassword(email: string, ip: string): Promise<void> {
    const user = await this.reminderTarget('password', email, ip);
    if (!user?.email) return;
    const token = randomBytes(32).toString('base64url');
    await this.users.update(
      { id: user.id },
      { passwordResetToken: sha256(token), passwordResetExpires: new Date(Date.now() + PASSWORD_RESET_TTL_MS) },
    );
    await this.mail.enqueue(passwordResetMail(user.email, user.firstName, this.link(`/reset-password?token=${token}`)));
  }

  async forgotUsername(email: string, ip: string): Promise<void> {
    const user = await this.reminderTarget('username', email, ip);
    if (!user?.email) return;
    const loginPath = user.userType === 'admin' ? '/admin-login' : '/student-login';
    await this.mail.enqueue(usernameReminderMail(user.email, user.firstName, user.username, this.link(loginPath)));
  }

  /** Sets the new password if the token is known and unexpired; the token is consumed atomically. */
  async resetPassword(token: string, newPassword: string): Promise<void> {
    const tokenHash = sha256(token);
    const user = await this.users.findOneBy({
      passwordResetToken: tokenHash,
      passwordResetExpires: MoreThan(new Date()),
    });
    if (!user) throw new BadRequestException(MESSAGES.invalidResetToken);
    const passwordHash = await hashPassword(newPassword);
    // Conditional on the token still being there: of two concurrent uses, only one wins.
    const result = await this.users.update(
      { id: user.id, passwordResetToken: tokenHash, passwordResetExpires: Not(IsNull()) },
      { passwordHash, passwordResetToken: null, passwordResetExpires: null },
    );
    if (!result.affected) throw new BadRequestException(MESSAGES.invalidResetToken);
  }
}
