import { Module } from '@nestjs/common';
import { CoreModule } from './core/core.module';
import { MailWorkerModule } from './core/mail/mail-worker.module';
import { FEATURE_MODULES } from './modules';
import { CampaignsWorkerModule } from './modules/campaigns/campaigns-worker.module';
import { ThinkificWorkerModule } from './modules/thinkific/thinkific-worker.module';
import { AnalyticsWorkerModule } from './modules/admin/analytics/analytics-worker.module';
import { VisitorsWorkerModule } from './modules/visitors/retention/visitors-worker.module';
import { wrapProcessors } from './core/queue/job-context';
import { WorkerHealthModule } from './core/health/worker-health.module';

// Every job runs in the log context of the request that queued it, and is timed (core/queue/job-context.ts).
wrapProcessors();

/**
 * The job worker: the same modules as the API, plus each area's worker module (BullMQ processors and job
 * schedulers). Add a new processor to its area's worker module, and a new worker module to WORKER_MODULES.
 */
export const WORKER_MODULES = [
  MailWorkerModule,
  ThinkificWorkerModule,
  CampaignsWorkerModule,
  AnalyticsWorkerModule,
  VisitorsWorkerModule,
];

@Module({ imports: [CoreModule, WorkerHealthModule, ...FEATURE_MODULES, ...WORKER_MODULES] })
export class WorkerModule {}
