import { Injectable, Logger } from '@nestjs/common';
import { mailBounced } from '../../../core/mail/mail.metrics';
import { webhookEvents } from '../../../core/metrics/metrics';
import { ContactSyncEnqueuer } from '../constant-contact/contact-sync.enqueuer';
import { SuppressionService } from '../suppression/suppression.service';

/** The sending services whose bounce and complaint reports we receive (the webhook_events_total provider label). */
export type MailFeedbackProvider = 'ses' | 'postmark';

/** One report about one address, as either webhook reads it. */
export type MailFeedback =
  | { kind: 'hard_bounce' | 'soft_bounce'; address: string; detail: string }
  | { kind: 'complaint'; address: string; detail: string | null }
  | { kind: 'unsubscribe'; address: string };

/**
 * The one step both mail webhooks end in, once the report is proven to come from the sending service: a hard bounce
 * suppresses the address, a soft one is only logged, a complaint suppresses it, marks its last campaign send
 * complained and has it unsubscribed at Constant Contact (a queued job), an unsubscribe suppresses it. Replays
 * change nothing (an address is listed once; the unsubscribe job is keyed by its entry).
 */
@Injectable()
export class MailFeedbackService {
  private readonly logger = new Logger(MailFeedbackService.name);

  constructor(
    private readonly suppressions: SuppressionService,
    private readonly contacts: ContactSyncEnqueuer,
  ) {}

  async apply(feedback: MailFeedback): Promise<void> {
    if (feedback.kind !== 'unsubscribe') mailBounced.inc();
    switch (feedback.kind) {
      case 'hard_bounce':
        return this.suppressions.hardBounce(feedback.address, feedback.detail);
      case 'soft_bounce':
        this.logger.log(`${feedback.detail} for ${feedback.address}: recorded, not suppressed`);
        return;
      case 'unsubscribe':
        return this.suppressions.unsubscribed(feedback.address);
      case 'complaint': {
        const entry = await this.suppressions.complained(feedback.address, feedback.detail);
        if (entry) await this.contacts.enqueueUnsubscribe(entry);
      }
    }
  }

  /** One webhook request: refused (not from the service), processed (it changed or confirmed something) or ignored. */
  count(provider: MailFeedbackProvider, status: 'refused' | 'processed' | 'ignored'): void {
    webhookEvents.inc({ provider, status });
  }
}
