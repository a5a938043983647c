import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Queue } from 'bullmq';
import { AppConfig } from '../../../core/config/app-config';
import {
  CONTACT_SYNC_JOB,
  CONTACT_UNSUBSCRIBE_JOB,
  ContactSyncJob,
  ContactUnsubscribeJob,
  QUEUES,
} from '../../../core/queue/queues';
import { jobData } from '../../../core/queue/job-context';
import { VisitorsService } from '../../visitors/visitors.service';
import { CONTACT_SYNC_MAX_PER_TICK } from '../campaigns.constants';
import { ConstantContactService } from './constant-contact.service';
import { ConstantContactTokens } from './constant-contact-tokens.service';

/**
 * Queues the contact-sync jobs. Part of the drip tick: one contact-sync job per visitor with an e-mail who was never synced and did not
 * unsubscribe. The job id is the visitor's, so a visitor is queued once however many ticks see them; a job
 * that failed for good is kept an hour (no re-queue meanwhile), then the next tick tries again.
 */
@Injectable()
export class ContactSyncEnqueuer {
  private readonly logger = new Logger(ContactSyncEnqueuer.name);

  constructor(
    @InjectQueue(QUEUES.contactSync) private readonly queue: Queue<ContactSyncJob | ContactUnsubscribeJob>,
    private readonly visitors: VisitorsService,
    private readonly cc: ConstantContactService,
    private readonly tokens: ConstantContactTokens,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  async enqueuePending(): Promise<number> {
    if (!this.cc.configured || !this.config.get('CONSTANT_CONTACT_LIST_ID', { infer: true })) return 0;
    if (!(await this.tokens.load())) return 0;
    const ids = await this.visitors.pendingContactSync(CONTACT_SYNC_MAX_PER_TICK);
    if (!ids.length) return 0;
    await this.queue.addBulk(
      ids.map((id) => ({
        name: CONTACT_SYNC_JOB,
        data: jobData({ visitorId: id }),
        opts: { jobId: `visitor_${id}`, removeOnComplete: true, removeOnFail: { age: 3600 } },
      })),
    );
    return ids.length;
  }

  /**
   * A complaint: unsubscribe the address at Constant Contact, in the worker (an outage there never fails the webhook;
   * the job retries with backoff). The job names the address's suppression entry, not the address. One job per entry
   * while the last one is kept (a replayed complaint adds none). Skipped, with a log line, when no account is connected.
   */
  async enqueueUnsubscribe(suppressionId: string): Promise<boolean> {
    if (!this.cc.configured || !(await this.tokens.load())) {
      this.logger.log(`Constant Contact not connected: complaint ${suppressionId} not sent there`);
      return false;
    }
    await this.queue.add(CONTACT_UNSUBSCRIBE_JOB, jobData({ suppressionId }), {
      jobId: `unsubscribe_${suppressionId}`,
    });
    return true;
  }
}
