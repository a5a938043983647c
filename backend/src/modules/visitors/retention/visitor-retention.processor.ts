import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { QUEUES, RETENTION_JOB_PURGE } from '../../../core/queue/queues';
import { PurgeResult, VisitorRetentionService } from './visitor-retention.service';

/** Nightly at 03:30 UTC, one scheduler in Redis shared by every worker replica (one run a night, whatever the count). */
export const RETENTION_SCHEDULE = { id: 'visitor-retention-nightly', pattern: '30 3 * * *', tz: 'UTC' } as const;

@Processor(QUEUES.retention)
export class VisitorRetentionProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(VisitorRetentionProcessor.name);

  constructor(
    private readonly retention: VisitorRetentionService,
    @InjectQueue(QUEUES.retention) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    const { id, pattern, tz } = RETENTION_SCHEDULE;
    await this.queue.upsertJobScheduler(id, { pattern, tz }, { name: RETENTION_JOB_PURGE, opts: { attempts: 3 } });
    this.logger.log(`Visitor data retention scheduled (${pattern} ${tz})`);
  }

  async process(job: Job): Promise<PurgeResult | undefined> {
    if (job.name !== RETENTION_JOB_PURGE) return undefined;
    return this.retention.purge();
  }
}
