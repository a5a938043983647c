import { Injectable } from '@nestjs/common';
import { EmailJob } from '../queue/queues';

/**
 * Extension point for mails whose delivery must be recorded (campaign sends).
 * The campaigns module replaces this provider with one that checks and updates email_sends.
 */
@Injectable()
export class MailDeliveryHooks {
  /** Return false to drop the mail (e.g. the visitor unsubscribed after it was queued). */
  async beforeSend(_mail: EmailJob): Promise<boolean> {
    return true;
  }
  async afterSend(_mail: EmailJob): Promise<void> {}
  async onFinalFailure(_mail: EmailJob, _error: Error): Promise<void> {}
}
