import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Roles } from '../../core/http/decorators/roles.decorator';
import { idParam } from '../../core/validation/uuid-param.pipe';
import { CourseContentService } from './course-content.service';
import { CreateRecordingDto, RecordingDto, UpdateRecordingDto } from './dto/recording.dto';
import { CreateResourceDto, ResourceDto, UpdateResourceDto } from './dto/resource.dto';
import { CreateToolDto, ToolDto, UpdateToolDto } from './dto/tool.dto';
import { PORTAL_MESSAGES } from './portal.constants';

const ids = {
  recording: idParam(PORTAL_MESSAGES.notFound('Recording')),
  resource: idParam(PORTAL_MESSAGES.notFound('Resource')),
  tool: idParam(PORTAL_MESSAGES.notFound('Tool')),
};

/** Admin management of course recordings, resources and tools (inactive items included). */
@ApiTags('admin')
@Controller('admin')
@Roles('admin')
export class CourseContentAdminController {
  constructor(private readonly content: CourseContentService) {}

  @Get('course-recordings')
  @ApiOkResponse({ type: [RecordingDto] })
  @ApiOperation({ summary: 'List every course recording, inactive ones included' })
  adminListRecordings(): Promise<RecordingDto[]> {
    return this.content.recordings.listAll();
  }

  @Post('course-recordings')
  @ApiCreatedResponse({ type: RecordingDto })
  @ApiOperation({ summary: 'Add a course recording' })
  createRecording(@Body() dto: CreateRecordingDto): Promise<RecordingDto> {
    return this.content.recordings.create(dto);
  }

  @Put('course-recordings/:id')
  @ApiOkResponse({ type: RecordingDto })
  @ApiOperation({ summary: 'Change a course recording' })
  updateRecording(@Param('id', ids.recording) id: string, @Body() dto: UpdateRecordingDto): Promise<RecordingDto> {
    return this.content.recordings.update(id, dto);
  }

  @Delete('course-recordings/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a course recording' })
  deleteRecording(@Param('id', ids.recording) id: string): Promise<void> {
    return this.content.recordings.remove(id);
  }

  @Get('course-resources')
  @ApiOkResponse({ type: [ResourceDto] })
  @ApiOperation({ summary: 'List every course resource, inactive ones included' })
  adminListResources(): Promise<ResourceDto[]> {
    return this.content.resources.listAll();
  }

  @Post('course-resources')
  @ApiCreatedResponse({ type: ResourceDto })
  @ApiOperation({ summary: 'Add a course resource' })
  createResource(@Body() dto: CreateResourceDto): Promise<ResourceDto> {
    return this.content.resources.create(dto);
  }

  @Put('course-resources/:id')
  @ApiOkResponse({ type: ResourceDto })
  @ApiOperation({ summary: 'Change a course resource' })
  updateResource(@Param('id', ids.resource) id: string, @Body() dto: UpdateResourceDto): Promise<ResourceDto> {
    return this.content.resources.update(id, dto);
  }

  @Delete('course-resources/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a course resource' })
  deleteResource(@Param('id', ids.resource) id: string): Promise<void> {
    return this.content.resources.remove(id);
  }

  @Get('course-tools')
  @ApiOkResponse({ type: [ToolDto] })
  @ApiOperation({ summary: 'List every course tool, inactive ones included' })
  adminListTools(): Promise<ToolDto[]> {
    return this.content.tools.listAll();
  }

  @Post('course-tools')
  @ApiCreatedResponse({ type: ToolDto })
  @ApiOperation({ summary: 'Add a course tool' })
  createTool(@Body() dto: CreateToolDto): Promise<ToolDto> {
    return this.content.tools.create(dto);
  }

  @Put('course-tools/:id')
  @ApiOkResponse({ type: ToolDto })
  @ApiOperation({ summary: 'Change a course tool' })
  updateTool(@Param('id', ids.tool) id: string, @Body() dto: UpdateToolDto): Promise<ToolDto> {
    return this.content.tools.update(id, dto);
  }

  @Delete('course-tools/:id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a course tool' })
  deleteTool(@Param('id', ids.tool) id: string): Promise<void> {
    return this.content.tools.remove(id);
  }
}
