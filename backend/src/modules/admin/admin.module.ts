import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { MediaModule } from '../media/media.module';
import { AdminDashboardController } from './dashboard/admin-dashboard.controller';
import { Lead } from './entities/lead.entity';
import { SuccessStory } from './entities/success-story.entity';
import { LeadsController } from './leads/leads.controller';
import { LeadsService } from './leads/leads.service';
import { QueueBoardModule } from './queue-board/queue-board.module';
import { SuccessStoriesController } from './success-stories/success-stories.controller';
import { SuccessStoriesService } from './success-stories/success-stories.service';

@Module({
  imports: [TypeOrmModule.forFeature([Lead, SuccessStory]), AuthModule, MediaModule, QueueBoardModule],
  controllers: [AdminDashboardController, LeadsController, SuccessStoriesController],
  providers: [LeadsService, SuccessStoriesService],
})
export class AdminModule {}
