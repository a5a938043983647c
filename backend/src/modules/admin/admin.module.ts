import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Lead } from './entities/lead.entity';
import { SuccessStory } from './entities/success-story.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Lead, SuccessStory])],
  exports: [TypeOrmModule],
})
export class AdminModule {}
