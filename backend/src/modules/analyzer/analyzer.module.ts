import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { FixFlipProperty } from './entities/fix-flip-property.entity';

@Module({
  imports: [TypeOrmModule.forFeature([FixFlipProperty])],
  exports: [TypeOrmModule],
})
export class AnalyzerModule {}
