import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Visitor } from './entities/visitor.entity';
import { VisitorAction } from './entities/visitor-action.entity';

@Module({
  imports: [TypeOrmModule.forFeature([Visitor, VisitorAction])],
  exports: [TypeOrmModule],
})
export class VisitorsModule {}
