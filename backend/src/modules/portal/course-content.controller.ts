import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { CourseContentService } from './course-content.service';
import { RecordingListDto } from './dto/recording.dto';
import { ResourceListDto } from './dto/resource.dto';
import { ToolListDto } from './dto/tool.dto';

/** Active course content; items that require login are listed only for signed-in callers. */
@ApiTags('portal')
@Controller('course')
@Public()
export class CourseContentController {
  constructor(private readonly content: CourseContentService) {}

  @Get('recordings')
  @ApiOkResponse({ type: RecordingListDto })
  @ApiOperation({
    summary: 'List the active course recordings',
    description: 'Items that require login are listed only for signed-in callers.',
  })
  async listCourseRecordings(@CurrentUser() user?: SessionUser): Promise<RecordingListDto> {
    return { success: true, recordings: await this.content.recordings.listVisible(!!user) };
  }

  @Get('resources')
  @ApiOkResponse({ type: ResourceListDto })
  @ApiOperation({
    summary: 'List the active course resources',
    description: 'Items that require login are listed only for signed-in callers.',
  })
  async listCourseResources(@CurrentUser() user?: SessionUser): Promise<ResourceListDto> {
    return { success: true, resources: await this.content.resources.listVisible(!!user) };
  }

  @Get('tools')
  @ApiOkResponse({ type: ToolListDto })
  @ApiOperation({
    summary: 'List the active course tools',
    description: 'Items that require login are listed only for signed-in callers.',
  })
  async listCourseTools(@CurrentUser() user?: SessionUser): Promise<ToolListDto> {
    return { success: true, tools: await this.content.tools.listVisible(!!user) };
  }
}
