import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { escapeHtml } from '../../core/html/html';
import { MailRef, MailTemplates, RenderedMail } from '../../core/mail/mail-templates';
import { ConsentService } from './consent.service';
import { CONSENT_MAIL_KIND, CONSENT_MAIL_SUBJECT } from './visitors.constants';
import { CONSENT_STATE_SQL } from './visitors.queries';

/** The double opt-in e-mail, rendered at send time from the visitor id (the signed link never sits in Redis). */
@Injectable()
export class ConsentMailTemplate implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly templates: MailTemplates,
    private readonly consent: ConsentService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.templates.register(CONSENT_MAIL_KIND, { render: (ref) => this.render(ref) });
  }

  private async render({ visitorId }: MailRef): Promise<RenderedMail | null> {
    if (!visitorId) return null;
    const [v] = await this.db.query<
      Array<{
        email: string | null;
        consentConfirmedAt: Date | null;
        unsubscribedAt: Date | null;
      }>
    >(CONSENT_STATE_SQL, [visitorId]);
    if (!v?.email || v.consentConfirmedAt || v.unsubscribedAt) return null;
    const link = this.consent.confirmUrl(visitorId, v.email);
    // Fixed copy: the address is not confirmed yet, so nothing the sign-up typed (its name included) is mailed to it.
    const hello = 'Hi,';
    const address = this.config.get('COMPANY_POSTAL_ADDRESS', { infer: true });
    const text =
      `${hello}\n\nThanks for registering for the free webinar. To receive our training e-mails, please confirm ` +
      `your address:\n\n${link}\n\nIf you did not sign up, ignore this e-mail: you will not hear from us again.\n\n--\n${address}\n`;
    const html =
      `<p>${escapeHtml(hello)}</p><p>Thanks for registering for the free webinar. To receive our training e-mails, ` +
      `please confirm your address:</p><p><a href="${escapeHtml(link)}">Confirm my e-mail address</a></p>` +
      `<p>If you did not sign up, ignore this e-mail: you will not hear from us again.</p>` +
      `<p style="font-size:12px;color:#666">${escapeHtml(address)}</p>`;
    return { to: v.email, subject: CONSENT_MAIL_SUBJECT, text, html };
  }
}
