import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { SuccessDto } from '../../core/http/openapi/success.dto';
import { Roles } from '../../core/http/decorators/roles.decorator';
import { idParam } from '../../core/validation/uuid-param.pipe';
import { CourseContentService } from './course-content.service';
import { CreateRecordingDto, RecordingListDto, RecordingResultDto, UpdateRecordingDto } from './dto/recording.dto';
import { CreateResourceDto, ResourceListDto, ResourceResultDto, UpdateResourceDto } from './dto/resource.dto';
import { CreateToolDto, ToolListDto, ToolResultDto, UpdateToolDto } from './dto/tool.dto';
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
  @ApiOkResponse({ type: RecordingListDto })
  @ApiOperation({ summary: 'List every course recording, inactive ones included' })
  async adminListRecordings(): Promise<RecordingListDto> {
    return { success: true, recordings: await this.content.recordings.listAll() };
  }

  @Post('course-recordings')
  @ApiCreatedResponse({ type: RecordingResultDto })
  @ApiOperation({ summary: 'Add a course recording' })
  async createRecording(@Body() dto: CreateRecordingDto): Promise<RecordingResultDto> {
    return { success: true, recording: await this.content.recordings.create(dto) };
  }

  @Put('course-recordings/:id')
  @ApiOkResponse({ type: RecordingResultDto })
  @ApiOperation({ summary: 'Change a course recording' })
  async updateRecording(
    @Param('id', ids.recording) id: string,
    @Body() dto: UpdateRecordingDto,
  ): Promise<RecordingResultDto> {
    return { success: true, recording: await this.content.recordings.update(id, dto) };
  }

  @Delete('course-recordings/:id')
  @ApiOkResponse({ type: SuccessDto })
  @ApiOperation({ summary: 'Delete a course recording' })
  async deleteRecording(@Param('id', ids.recording) id: string): Promise<SuccessDto> {
    await this.content.recordings.remove(id);
    return { success: true };
  }

  @Get('course-resources')
  @ApiOkResponse({ type: ResourceListDto })
  @ApiOperation({ summary: 'List every course resource, inactive ones included' })
  async adminListResources(): Promise<ResourceListDto> {
    return { success: true, resources: await this.content.resources.listAll() };
  }

  @Post('course-resources')
  @ApiCreatedResponse({ type: ResourceResultDto })
  @ApiOperation({ summary: 'Add a course resource' })
  async createResource(@Body() dto: CreateResourceDto): Promise<ResourceResultDto> {
    return { success: true, resource: await this.content.resources.create(dto) };
  }

  @Put('course-resources/:id')
  @ApiOkResponse({ type: ResourceResultDto })
  @ApiOperation({ summary: 'Change a course resource' })
  async updateResource(
    @Param('id', ids.resource) id: string,
    @Body() dto: UpdateResourceDto,
  ): Promise<ResourceResultDto> {
    return { success: true, resource: await this.content.resources.update(id, dto) };
  }

  @Delete('course-resources/:id')
  @ApiOkResponse({ type: SuccessDto })
  @ApiOperation({ summary: 'Delete a course resource' })
  async deleteResource(@Param('id', ids.resource) id: string): Promise<SuccessDto> {
    await this.content.resources.remove(id);
    return { success: true };
  }

  @Get('course-tools')
  @ApiOkResponse({ type: ToolListDto })
  @ApiOperation({ summary: 'List every course tool, inactive ones included' })
  async adminListTools(): Promise<ToolListDto> {
    return { success: true, tools: await this.content.tools.listAll() };
  }

  @Post('course-tools')
  @ApiCreatedResponse({ type: ToolResultDto })
  @ApiOperation({ summary: 'Add a course tool' })
  async createTool(@Body() dto: CreateToolDto): Promise<ToolResultDto> {
    return { success: true, tool: await this.content.tools.create(dto) };
  }

  @Put('course-tools/:id')
  @ApiOkResponse({ type: ToolResultDto })
  @ApiOperation({ summary: 'Change a course tool' })
  async updateTool(@Param('id', ids.tool) id: string, @Body() dto: UpdateToolDto): Promise<ToolResultDto> {
    return { success: true, tool: await this.content.tools.update(id, dto) };
  }

  @Delete('course-tools/:id')
  @ApiOkResponse({ type: SuccessDto })
  @ApiOperation({ summary: 'Delete a course tool' })
  async deleteTool(@Param('id', ids.tool) id: string): Promise<SuccessDto> {
    await this.content.tools.remove(id);
    return { success: true };
  }
}
