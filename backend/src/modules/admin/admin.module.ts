import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEvent } from '../../core/audit/audit-event.entity';
import { AnalyzerModule } from '../analyzer/analyzer.module';
import { AuthModule } from '../auth/auth.module';
import { CampaignsModule } from '../campaigns/campaigns.module';
import { PipelineModule } from '../pipeline/pipeline.module';
import { PortalModule } from '../portal/portal.module';
import { ThinkificModule } from '../thinkific/thinkific.module';
import { PeopleController } from './people/people.controller';
import { PeopleService } from './people/people.service';
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
import { HealthModule } from '../../core/health/health.module';
import { OpsController } from './ops/ops.controller';
import { OpsService } from './ops/ops.service';
import { SuccessStoriesController } from './success-stories/success-stories.controller';
import { SuccessStoriesService } from './success-stories/success-stories.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([SuccessStory, MarketingDaily, MarketingDailyCampaign, AuditEvent]),
    AuthModule,
    MediaModule,
    QueueBoardModule,
    VisitorsModule,
    HealthModule,
    AnalyzerModule,
    PipelineModule,
    PortalModule,
    CampaignsModule,
    ThinkificModule,
  ],
  controllers: [
    AdminDashboardController,
    AnalyticsController,
    SuccessStoriesController,
    AuditLogController,
    OpsController,
    PeopleController,
  ],
  providers: [
    SuccessStoriesService,
    AnalyticsService,
    AnalyticsRollupService,
    AuditLogService,
    OpsService,
    PeopleService,
  ],
  exports: [AnalyticsRollupService],
})
export class AdminModule {}
