import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
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
    TypeOrmModule.forFeature([SuccessStory, MarketingDaily, MarketingDailyCampaign]),
    AuthModule,
    MediaModule,
    QueueBoardModule,
    VisitorsModule,
  ],
  controllers: [AdminDashboardController, AnalyticsController, SuccessStoriesController],
  providers: [SuccessStoriesService, AnalyticsService, AnalyticsRollupService],
  exports: [AnalyticsRollupService],
})
export class AdminModule {}
