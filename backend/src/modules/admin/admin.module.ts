import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEvent } from '../../core/audit/audit-event.entity';
import { AuthModule } from '../auth/auth.module';
import { AuditLogController } from './audit/audit-log.controller';
import { AuditLogService } from './audit/audit-log.service';
import { MediaModule } from '../media/media.module';
import { VisitorsModule } from '../visitors/visitors.module';
import { AdminDashboardController } from './dashboard/admin-dashboard.controller';
import { AnalyticsController } from './analytics/analytics.controller';
import { AnalyticsService } from './analytics/analytics.service';
import { AnalyticsRollupService } from './analytics/analytics-rollup.service';
import { MarketingDaily, MarketingDailyCampaign } from './entities/marketing-daily.entity';
import { SuccessStory } from './entities/success-story.entity';
import { QueueBoardModule } from './queue-board/queue-board.module';
import { SuccessStoriesController } from './success-stories/success-stories.controller';
import { SuccessStoriesService } from './success-stories/success-stories.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([SuccessStory, MarketingDaily, MarketingDailyCampaign, AuditEvent]),
    AuthModule,
    MediaModule,
    QueueBoardModule,
    VisitorsModule,
  ],
  controllers: [AdminDashboardController, AnalyticsController, SuccessStoriesController, AuditLogController],
  providers: [SuccessStoriesService, AnalyticsService, AnalyticsRollupService, AuditLogService],
  exports: [AnalyticsRollupService],
})
export class AdminModule {}
