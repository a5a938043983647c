import { Module } from '@nestjs/common';
import { VisitorsModule } from '../visitors.module';
import { VisitorRetentionProcessor } from './visitor-retention.processor';

/** Worker side of the visitors module: the nightly retention purge. */
@Module({
  imports: [VisitorsModule],
  providers: [VisitorRetentionProcessor],
})
export class VisitorsWorkerModule {}
