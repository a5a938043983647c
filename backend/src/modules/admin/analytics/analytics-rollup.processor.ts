import { InjectQueue, Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Job, Queue } from 'bullmq';
import { QUEUES, REPORTS_JOB_MARKETING_ROLLUP } from '../../../core/queue/queues';
import { AnalyticsRollupService, ROLLUP_LIVE_DAYS, ROLLUP_RECENT_DAYS } from './analytics-rollup.service';

/** Two schedules in Redis, shared by every worker replica: today every minute, the last week every 10 minutes. */
export const ROLLUP_SCHEDULES = [
  { id: 'marketing-rollup-today', every: 60_000, days: ROLLUP_LIVE_DAYS },
  { id: 'marketing-rollup-week', every: 10 * 60_000, days: ROLLUP_RECENT_DAYS },
] as const;

/** Rebuilds the marketing dashboard's daily figures on its schedules. */
@Processor(QUEUES.reports)
export class AnalyticsRollupProcessor extends WorkerHost implements OnApplicationBootstrap {
  private readonly logger = new Logger(AnalyticsRollupProcessor.name);

  constructor(
    private readonly rollup: AnalyticsRollupService,
    @InjectQueue(QUEUES.reports) private readonly queue: Queue,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    for (const s of ROLLUP_SCHEDULES)
      await this.queue.upsertJobScheduler(
        s.id,
        { every: s.every }, // an 'every' scheduler runs once at once, then on its interval
        { name: REPORTS_JOB_MARKETING_ROLLUP, data: { days: s.days } },
      );
    this.logger.log('Marketing rollup scheduled (today every minute, the last week every 10 minutes)');
  }

  async process(job: Job<{ days?: number }>): Promise<number | undefined> {
    if (job.name !== REPORTS_JOB_MARKETING_ROLLUP) return undefined;
    return this.rollup.refresh(job.data.days);
  }
}
