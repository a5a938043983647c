import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DealStatusChange } from './entities/deal-status-change.entity';

@Module({
  imports: [TypeOrmModule.forFeature([DealStatusChange])],
  exports: [TypeOrmModule],
})
export class PipelineModule {}
