import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { CourseContentService } from './course-content.service';
import { RecordingDto } from './dto/recording.dto';
import { ResourceDto } from './dto/resource.dto';
import { ToolDto } from './dto/tool.dto';

/** Active course content; items that require login are listed only for signed-in callers. */
@ApiTags('portal')
@Controller('course')
@Public()
export class CourseContentController {
  constructor(private readonly content: CourseContentService) {}

  @Get('recordings')
  @ApiOkResponse({ type: [RecordingDto] })
  @ApiOperation({
    summary: 'List the active course recordings',
    description: 'Items that require login are listed only for signed-in callers.',
  })
  listCourseRecordings(@CurrentUser() user?: SessionUser): Promise<RecordingDto[]> {
    return this.content.recordings.listVisible(!!user);
  }

  @Get('resources')
  @ApiOkResponse({ type: [ResourceDto] })
  @ApiOperation({
    summary: 'List the active course resources',
    description: 'Items that require login are listed only for signed-in callers.',
  })
  listCourseResources(@CurrentUser() user?: SessionUser): Promise<ResourceDto[]> {
    return this.content.resources.listVisible(!!user);
  }

  @Get('tools')
  @ApiOkResponse({ type: [ToolDto] })
  @ApiOperation({
    summary: 'List the active course tools',
    description: 'Items that require login are listed only for signed-in callers.',
  })
  listCourseTools(@CurrentUser() user?: SessionUser): Promise<ToolDto[]> {
    return this.content.tools.listVisible(!!user);
  }
}
