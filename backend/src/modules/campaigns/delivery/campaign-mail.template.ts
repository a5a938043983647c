import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailRef, MailTemplates, RenderedMail } from '../../../core/mail/mail-templates';
import { CAMPAIGN_MAIL_KIND } from '../campaigns.constants';
import { CampaignMailBuilder } from './campaign-mail.builder';
import { MARK_BOUNCED_SQL, MARK_FAILED_SQL, MARK_SENT_SQL, SEND_TO_RENDER_SQL } from '../campaigns.queries';
import { isHardBounce, isSoftBounce, smtpResponse } from '../../../core/mail/smtp-refusal';

interface SendRow {
  status: string;
  unsubscribedAt: Date | null;
  hasPurchased: boolean;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  subject: string;
  htmlContent: string;
  textContent: string | null;
}

/**
 * Campaign mails, rendered in the worker from the email_sends row the job names (the job holds only its id, so
 * no signed unsubscribe or click link sits in Redis), and recorded there:
 * - before: drop the mail if its row is gone or no longer 'queued' (already sent: a retried or re-run job),
 *   or the visitor unsubscribed or purchased since it was queued;
 * - after SMTP accepted it: mark the row 'sent';
 * - after the last failed attempt: mark it 'bounced' when the receiving server refused it, else 'failed';
 * - a suppressed address (checked by the e-mail processor): 'failed' with the reason.
 */
@Injectable()
export class CampaignMailTemplate implements OnModuleInit {
  private readonly logger = new Logger(CampaignMailTemplate.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly templates: MailTemplates,
    private readonly builder: CampaignMailBuilder,
  ) {}

  onModuleInit(): void {
    this.templates.register(CAMPAIGN_MAIL_KIND, {
      render: (ref) => this.render(ref),
      delivered: (ref) => this.delivered(ref),
      failed: (ref, error) => this.failed(ref, error),
    });
  }

  private async render({ emailSendId }: MailRef): Promise<RenderedMail | null> {
    if (!emailSendId) return null;
    const [row]: SendRow[] = await this.ds.query(SEND_TO_RENDER_SQL, [emailSendId]);
    if (!row || row.status !== 'queued') return null;
    if (row.unsubscribedAt || row.hasPurchased || !row.email) {
      const reason = row.unsubscribedAt
        ? 'Visitor unsubscribed before delivery'
        : row.hasPurchased
          ? 'Visitor purchased before delivery'
          : 'Visitor has no e-mail address';
      await this.mark(emailSendId, reason);
      return null;
    }
    return this.builder.build(row, emailSendId, row.email, row);
  }

  private async delivered({ emailSendId }: MailRef): Promise<void> {
    if (!emailSendId) return;
    await this.ds.query(MARK_SENT_SQL, [emailSendId]);
  }

  /** After the last try: a refusal by the receiving server is a bounce (hard: 5xx; soft: 4xx until the last try). */
  private async failed({ emailSendId }: MailRef, error: Error): Promise<void> {
    if (!emailSendId) return;
    this.logger.warn(`Campaign e-mail ${emailSendId} failed for good: ${error.message}`);
    const bounce = isHardBounce(error) ? 'Hard bounce' : isSoftBounce(error) ? 'Soft bounce' : null;
    if (bounce) await this.ds.query(MARK_BOUNCED_SQL, [emailSendId, `${bounce}: ${smtpResponse(error)}`]);
    else await this.mark(emailSendId, error.message.slice(0, 500));
  }

  private async mark(id: string, error: string) {
    await this.ds.query(MARK_FAILED_SQL, [id, error]);
  }
}
