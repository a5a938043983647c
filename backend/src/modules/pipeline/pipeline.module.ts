import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyzerModule } from '../analyzer/analyzer.module';
import { DealStatusChange } from './entities/deal-status-change.entity';
import { PipelineController } from './pipeline.controller';
import { PipelineService } from './pipeline.service';

@Module({
  imports: [TypeOrmModule.forFeature([DealStatusChange]), AnalyzerModule],
  controllers: [PipelineController],
  providers: [PipelineService],
})
export class PipelineModule {}
