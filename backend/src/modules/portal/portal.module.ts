import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MediaModule } from '../media/media.module';
import { CourseTool } from './entities/course-tool.entity';
import { CourseRecording } from './entities/course-recording.entity';
import { CourseResource } from './entities/course-resource.entity';
import { ToolAnalysis } from './entities/tool-analysis.entity';
import { CourseContentAdminController } from './course-content-admin.controller';
import { CourseContentController } from './course-content.controller';
import { CourseContentService } from './course-content.service';
import { ToolAnalysesController } from './tool-analyses.controller';
import { ToolAnalysesService } from './tool-analyses.service';
import { SiteConfigController } from './site-config.controller';
import { SiteConfigService } from './site-config.service';
import { PortalPersonalData } from './portal.personal-data';

@Module({
  imports: [TypeOrmModule.forFeature([CourseTool, CourseRecording, CourseResource, ToolAnalysis]), MediaModule],
  controllers: [CourseContentController, CourseContentAdminController, ToolAnalysesController, SiteConfigController],
  providers: [CourseContentService, ToolAnalysesService, SiteConfigService, PortalPersonalData],
  exports: [CourseContentService, PortalPersonalData],
})
export class PortalModule {}
