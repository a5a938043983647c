import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { QUEUES, THINKIFIC_SYNC_JOB_INVITE, THINKIFIC_SYNC_JOB_RECONCILE } from '../../core/queue/queues';
import { RECONCILE_CRON, RECONCILE_SCHEDULER_ID } from './thinkific.constants';
import { InviteResult, ReconcileResult, ThinkificReconcileService } from './thinkific-reconcile.service';

/**
 * Worker side of the thinkific-sync queue. On start-up it upserts the nightly job scheduler (one schedule
 * in Redis, shared by every worker replica, so each tick runs once).
 */
@Processor(QUEUES.thinkificSync)
export class ThinkificSyncProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(ThinkificSyncProcessor.name);

  constructor(
    private readonly reconcile: ThinkificReconcileService,
    @InjectQueue(QUEUES.thinkificSync) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.queue.upsertJobScheduler(
      RECONCILE_SCHEDULER_ID,
      { pattern: RECONCILE_CRON, tz: 'UTC' },
      { name: THINKIFIC_SYNC_JOB_RECONCILE },
    );
    this.logger.log(`Thinkific reconciliation scheduled (${RECONCILE_CRON} UTC)`);
  }

  async process(job: Job): Promise<ReconcileResult | InviteResult | undefined> {
    if (job.name === THINKIFIC_SYNC_JOB_RECONCILE) return this.reconcile.run();
    if (job.name === THINKIFIC_SYNC_JOB_INVITE) return this.reconcile.inviteHistoricalBuyers();
    return undefined;
  }
}
