import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailDeliveryHooks } from '../../../core/mail/mail-delivery.hooks';
import { EmailJob } from '../../../core/queue/queues';

/**
 * Records campaign deliveries in email_sends (the worker's MailDeliveryHooks provider).
 * - before: drop the mail if its row is gone or no longer 'queued' (already sent: a retried or re-run job),
 *   or the visitor unsubscribed or purchased since it was queued;
 * - after SMTP accepted it: mark the row 'sent';
 * - after the last failed attempt: mark it 'failed'.
 * Other mails (password resets...) pass through untouched.
 */
@Injectable()
export class CampaignMailHooks extends MailDeliveryHooks {
  private readonly logger = new Logger(CampaignMailHooks.name);

  constructor(@InjectDataSource() private readonly ds: DataSource) {
    super();
  }

  override async beforeSend(mail: EmailJob): Promise<boolean> {
    if (!mail.emailSendId) return true;
    const [row]: Array<{ status: string; unsubscribedAt: Date | null; hasPurchased: boolean }> = await this.ds.query(
      `SELECT s."status", v."unsubscribedAt", v."hasPurchased" FROM "email_sends" s
       JOIN "visitors" v ON v."id" = s."visitorId" WHERE s."id" = $1`,
      [mail.emailSendId],
    );
    if (!row || row.status !== 'queued') return false;
    if (row.unsubscribedAt || row.hasPurchased) {
      const reason = row.unsubscribedAt ? 'Visitor unsubscribed before delivery' : 'Visitor purchased before delivery';
      await this.mark(mail.emailSendId, 'failed', reason);
      return false;
    }
    return true;
  }

  override async afterSend(mail: EmailJob): Promise<void> {
    if (!mail.emailSendId) return;
    await this.ds.query(
      `UPDATE "email_sends" SET "status" = 'sent', "sentAt" = now(), "error" = NULL WHERE "id" = $1`,
      [mail.emailSendId],
    );
  }

  override async onFinalFailure(mail: EmailJob, error: Error): Promise<void> {
    if (!mail.emailSendId) return;
    this.logger.warn(`Campaign e-mail ${mail.emailSendId} failed for good: ${error.message}`);
    await this.mark(mail.emailSendId, 'failed', error.message.slice(0, 500));
  }

  private async mark(id: string, status: 'failed', error: string) {
    await this.ds.query(
      `UPDATE "email_sends" SET "status" = $2, "error" = $3 WHERE "id" = $1 AND "status" = 'queued'`,
      [id, status, error],
    );
  }
}
