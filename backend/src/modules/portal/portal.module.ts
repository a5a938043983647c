import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CourseTool } from './entities/course-tool.entity';
import { CourseRecording } from './entities/course-recording.entity';
import { CourseResource } from './entities/course-resource.entity';
import { StudentDeal } from './entities/student-deal.entity';
import { StudentProgress } from './entities/student-progress.entity';
import { Achievement } from './entities/achievement.entity';
import { StudentAchievement } from './entities/student-achievement.entity';
import { ToolAnalysis } from './entities/tool-analysis.entity';
import { CourseContentAdminController } from './course-content-admin.controller';
import { CourseContentController } from './course-content.controller';
import { CourseContentService } from './course-content.service';
import { ToolAnalysesController } from './tool-analyses.controller';
import { ToolAnalysesService } from './tool-analyses.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      CourseTool,
      CourseRecording,
      CourseResource,
      StudentDeal,
      StudentProgress,
      Achievement,
      StudentAchievement,
      ToolAnalysis,
    ]),
  ],
  controllers: [CourseContentController, CourseContentAdminController, ToolAnalysesController],
  providers: [CourseContentService, ToolAnalysesService],
  exports: [CourseContentService],
})
export class PortalModule {}
