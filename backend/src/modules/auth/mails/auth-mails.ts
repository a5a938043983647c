import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../core/config/app-config';
import { MailRef, MailTemplates } from '../../../core/mail/mail-templates';
import { MAIL_KINDS, PASSWORD_RESET_TTL_MS, SET_PASSWORD_TTL_MS, SIGN_IN_LINK_TTL_MS } from '../auth.constants';
import { User } from '../entities/user.entity';
import { UsersService } from '../users.service';
import { passwordResetMail, setPasswordMail, signInLinkMail, usernameReminderMail } from './auth-mail.content';

/**
 * The account mails, rendered in the worker when they are sent. Jobs carry only the user id: the reset and
 * set-password tokens are created here, at send time, so they exist only in the message itself.
 */
@Injectable()
export class AuthMails implements OnModuleInit {
  constructor(
    private readonly templates: MailTemplates,
    private readonly users: UsersService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.templates.register(MAIL_KINDS.passwordReset, { account: true, render: (ref) => this.passwordReset(ref) });
    this.templates.register(MAIL_KINDS.usernameReminder, {
      account: true,
      render: (ref) => this.usernameReminder(ref),
    });
    this.templates.register(MAIL_KINDS.setPassword, { account: true, render: (ref) => this.setPassword(ref) });
    this.templates.register(MAIL_KINDS.signInLink, { account: true, render: (ref) => this.signInLink(ref) });
  }

  private link(path: string): string {
    return `${this.config.get('APP_URL', { infer: true }).replace(/\/$/, '')}${path}`;
  }

  private async recipient(ref: MailRef): Promise<(User & { email: string }) | null> {
    const user = ref.userId ? await this.users.findById(ref.userId) : null;
    return user?.email && user.enrollmentStatus === 'active' ? (user as User & { email: string }) : null;
  }

  private async passwordReset(ref: MailRef) {
    const user = await this.recipient(ref);
    if (!user) return null;
    const token = await this.users.issuePasswordToken(user.id, PASSWORD_RESET_TTL_MS);
    const link = this.link(`/reset-password?token=${token}`);
    return passwordResetMail(user.email, user.firstName, link, PASSWORD_RESET_TTL_MS / 60000);
  }

  private async usernameReminder(ref: MailRef) {
    const user = await this.recipient(ref);
    if (!user) return null;
    const loginPath = user.userType === 'admin' ? '/admin-login' : '/student-login';
    return usernameReminderMail(user.email, user.firstName, user.username, this.link(loginPath));
  }

  private async setPassword(ref: MailRef) {
    const user = await this.recipient(ref);
    if (!user) return null;
    const token = await this.users.issuePasswordToken(user.id, SET_PASSWORD_TTL_MS);
    const link = this.link(`/set-password?token=${token}`);
    const days = SET_PASSWORD_TTL_MS / 86_400_000;
    return setPasswordMail(user.email, user.firstName, user.username, link, days, user.userType === 'admin');
  }

  private async signInLink(ref: MailRef) {
    const user = await this.recipient(ref);
    if (!user) return null;
    const token = await this.users.issueSignInToken(user.id, SIGN_IN_LINK_TTL_MS);
    return signInLinkMail(user.email, this.link(`/sign-in-link?token=${token}`), SIGN_IN_LINK_TTL_MS / 60000);
  }
}
