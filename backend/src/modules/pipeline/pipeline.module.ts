import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AnalyzerModule } from '../analyzer/analyzer.module';
import { DealStatusChange } from './entities/deal-status-change.entity';
import { PipelineController } from './pipeline.controller';
import { PipelineService } from './pipeline.service';
import { PipelinePersonalData } from './pipeline.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([DealStatusChange]), AnalyzerModule],
  controllers: [PipelineController],
  providers: [PipelineService, PipelinePersonalData],
  exports: [PipelinePersonalData],
})
export class PipelineModule {}
