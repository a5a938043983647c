import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Lead } from './entities/lead.entity';
import { SuccessStory } from './entities/success-story.entity';
import { SuccessStoriesController } from './success-stories/success-stories.controller';
import { SuccessStoriesService } from './success-stories/success-stories.service';

@Module({
  imports: [TypeOrmModule.forFeature([Lead, SuccessStory])],
  controllers: [SuccessStoriesController],
  providers: [SuccessStoriesService],
  exports: [TypeOrmModule],
})
export class AdminModule {}
