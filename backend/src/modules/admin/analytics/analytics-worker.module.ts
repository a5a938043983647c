import { Module } from '@nestjs/common';
import { AdminModule } from '../admin.module';
import { AnalyticsRollupProcessor } from './analytics-rollup.processor';

/** Worker side of the marketing dashboard: the rollup scheduler and its processor. */
@Module({
  imports: [AdminModule],
  providers: [AnalyticsRollupProcessor],
})
export class AnalyticsWorkerModule {}
