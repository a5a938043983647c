import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DelayedError, Job } from 'bullmq';
import { AppConfig } from '../../../core/config/app-config';
import { CONTACT_UNSUBSCRIBE_JOB, ContactSyncJob, ContactUnsubscribeJob, QUEUES } from '../../../core/queue/queues';
import { VisitorContact, VisitorsService } from '../../visitors/visitors.service';
import { CC_REQUESTS_PER_SECOND, CC_REQUESTS_PER_SYNC_JOB } from '../campaigns.constants';
import { ConstantContactClient, hasStatus, isQuotaExhausted } from './constant-contact.client';
import { ConstantContactService } from './constant-contact.service';
import { ConstantContactQuota } from './constant-contact-quota.service';
import { SuppressionService } from '../suppression/suppression.service';

/**
 * Pushes one visitor to the configured contact list ('sync-visitor'), or unsubscribes a complained address there
 * ('unsubscribe'). Rate limited to the provider's 4 requests/second
 * (each job makes up to 2 requests); a 429 `throttled` is retried by the client after a second, and any failure
 * left throws, so BullMQ retries with backoff. A 429 `quota_exceeded` (the 10,000 requests/day quota, a
 * `quota-exhausted` ProviderError) pauses every sync job until 00:00 UTC.
 * A contact who unsubscribed at the provider is never re-subscribed (sign_up_form would opt them back in).
 */
@Processor(QUEUES.contactSync, {
  concurrency: 1,
  limiter: { max: CC_REQUESTS_PER_SECOND / CC_REQUESTS_PER_SYNC_JOB, duration: 1000 },
})
export class ContactSyncProcessor extends WorkerHost {
  private readonly logger = new Logger(ContactSyncProcessor.name);

  constructor(
    private readonly cc: ConstantContactService,
    private readonly client: ConstantContactClient,
    private readonly visitors: VisitorsService,
    private readonly quota: ConstantContactQuota,
    private readonly suppressions: SuppressionService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<ContactSyncJob | ContactUnsubscribeJob>, token?: string): Promise<string> {
    const paused = await this.quota.pausedUntil();
    if (paused) return this.waitFor(job, token, paused);
    try {
      if (job.name === CONTACT_UNSUBSCRIBE_JOB) return await this.unsubscribe(job.data as ContactUnsubscribeJob);
      return await this.sync(job as Job<ContactSyncJob>);
    } catch (err) {
      if (!isQuotaExhausted(err)) throw err;
      const until = await this.quota.pauseUntilReset();
      this.logger.warn(`${err.message}: contact sync paused until ${until.toISOString()}`);
      return this.waitFor(job, token, until);
    }
  }

  /** Puts the job back, untouched, until `until` (not an attempt: it did not fail). */
  private async waitFor(job: Job, token: string | undefined, until: Date): Promise<never> {
    await job.moveToDelayed(until.getTime(), token);
    throw new DelayedError();
  }

  private async sync(job: Job<ContactSyncJob>): Promise<string> {
    const visitor = await this.visitors.findContact(job.data.visitorId);
    if (!visitor?.email || !visitor.consentConfirmedAt || visitor.unsubscribedAt || visitor.contactSyncedAt)
      return 'nothing to do';
    const listId = this.config.get('CONSTANT_CONTACT_LIST_ID', { infer: true });
    if (!this.cc.configured || !listId) return 'not configured';
    // A suppressed address (bounced, complained, unsubscribed, or listed by an admin) is not pushed.
    if (await this.suppressions.reasonFor(visitor.email)) return 'suppressed';

    const outcome = await this.cc.withToken(async (token) => {
      try {
        return await this.push(token, visitor, listId);
      } catch (err) {
        // The provider refuses this contact for good (e.g. an address it considers invalid): do not loop on it.
        if (hasStatus(err, 400, 409, 422)) {
          this.logger.warn(`Constant Contact refused visitor ${visitor.id}: ${err.message}`);
          return 'rejected' as const;
        }
        throw err;
      }
    });
    if (!outcome) return 'not authorized';

    // Unsubscribed at the provider: respect it here too, so our drip campaigns stop as well.
    await this.visitors.markContactSynced(visitor.id, outcome === 'unsubscribed');
    this.logger.log(`Contact sync for visitor ${visitor.id}: ${outcome}`);
    return outcome;
  }

  /** A complaint: the address is marked unsubscribed at Constant Contact (absent there: nothing to do). */
  private async unsubscribe({ suppressionId }: ContactUnsubscribeJob): Promise<string> {
    const email = await this.suppressions.addressOf(suppressionId);
    if (!email) return 'nothing to do';
    const outcome = await this.cc.unsubscribe(email, 'Marked our e-mail as spam');
    this.logger.log(`Constant Contact unsubscribe for complaint ${suppressionId}: ${outcome}`);
    return outcome;
  }

  private async push(token: string, visitor: VisitorContact, listId: string): Promise<'unsubscribed' | 'synced'> {
    const email = visitor.email as string;
    const existing = await this.client.findContact(token, email);
    if (existing?.email_address.permission_to_send === 'unsubscribed') return 'unsubscribed';
    await this.client.signUp(token, {
      email_address: email,
      ...(visitor.firstName ? { first_name: visitor.firstName } : {}),
      ...(visitor.lastName ? { last_name: visitor.lastName } : {}),
      ...(visitor.phoneNumber ? { phone_number: visitor.phoneNumber } : {}),
      list_memberships: [listId],
    });
    return 'synced';
  }
}
