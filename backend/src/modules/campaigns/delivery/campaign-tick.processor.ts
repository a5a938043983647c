import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { CAMPAIGN_JOB_TICK, QUEUES } from '../../../core/queue/queues';
import { CAMPAIGN_TICK_EVERY_MS, CAMPAIGN_TICK_SCHEDULER_ID } from '../campaigns.constants';
import { ContactSyncEnqueuer } from '../constant-contact/contact-sync.enqueuer';
import { CampaignDispatchService } from './campaign-dispatch.service';

export interface TickResult {
  emails: number;
  contactSyncs: number;
}

/**
 * The drip scheduler. Each worker upserts the same BullMQ job scheduler on start (idempotent), so one tick
 * job a minute runs on one worker whatever the number of replicas. A tick enqueues campaign e-mails and
 * contact-sync jobs; it only enqueues, so it is quick and safe to re-run.
 */
@Processor(QUEUES.campaigns)
export class CampaignTickProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(CampaignTickProcessor.name);

  constructor(
    @InjectQueue(QUEUES.campaigns) private readonly queue: Queue,
    private readonly dispatch: CampaignDispatchService,
    private readonly contactSync: ContactSyncEnqueuer,
  ) {
    super();
  }

  async onApplicationBootstrap() {
    await this.queue.upsertJobScheduler(
      CAMPAIGN_TICK_SCHEDULER_ID,
      { every: CAMPAIGN_TICK_EVERY_MS },
      { name: CAMPAIGN_JOB_TICK, opts: { attempts: 1, removeOnComplete: 100, removeOnFail: 100 } },
    );
  }

  async process(job: Job): Promise<TickResult> {
    if (job.name !== CAMPAIGN_JOB_TICK) {
      this.logger.warn(`Unknown campaigns job ${job.name}`);
      return { emails: 0, contactSyncs: 0 };
    }
    return this.tick();
  }

  async tick(): Promise<TickResult> {
    const emails = await this.dispatch.tick();
    const contactSyncs = await this.contactSync.enqueuePending();
    return { emails, contactSyncs };
  }
}
