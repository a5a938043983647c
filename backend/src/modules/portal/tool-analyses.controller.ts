import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionUser } from '../../core/auth/session-user';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { idParam } from '../../core/validation/uuid-param.pipe';
import {
  SaveToolAnalysisDto,
  ToolAnalysisDeletedDto,
  ToolAnalysisDto,
  ToolAnalysisListQueryDto,
} from './dto/tool-analysis.dto';
import { TOOL_ANALYSIS_MESSAGES as M } from './tool-analyses.constants';
import { ToolAnalysesService } from './tool-analyses.service';

/** Saved rental-underwriter and creative-finance analyses of the signed-in student (inputs; results recomputed). */
@ApiTags('portal')
@ApiCookieAuth()
@Controller('tool-analyses')
export class ToolAnalysesController {
  constructor(private readonly analyses: ToolAnalysesService) {}

  @Get()
  @ApiOkResponse({ type: [ToolAnalysisDto] })
  @ApiOperation({ summary: "List the caller's saved analyses of one tool, last changed first" })
  async listToolAnalyses(
    @CurrentUser() user: SessionUser,
    @Query() query: ToolAnalysisListQueryDto,
  ): Promise<ToolAnalysisDto[]> {
    return (await this.analyses.listOwn(user.id, query.kind)).map((a) => ToolAnalysisDto.from(a));
  }

  @Post()
  @ApiCreatedResponse({ type: ToolAnalysisDto })
  @ApiOperation({ summary: 'Save a rental or creative-finance analysis (its inputs) under a name' })
  async createToolAnalysis(
    @CurrentUser() user: SessionUser,
    @Body() dto: SaveToolAnalysisDto,
  ): Promise<ToolAnalysisDto> {
    return ToolAnalysisDto.from(await this.analyses.create(user.id, dto));
  }

  @Get(':id')
  @ApiOkResponse({ type: ToolAnalysisDto })
  @ApiOperation({ summary: 'Get one own saved analysis' })
  async getToolAnalysis(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(M.notFound)) id: string,
  ): Promise<ToolAnalysisDto> {
    return ToolAnalysisDto.from(await this.analyses.getOwn(user.id, id));
  }

  @Put(':id')
  @ApiOkResponse({ type: ToolAnalysisDto })
  @ApiOperation({ summary: 'Replace the name and inputs of an own saved analysis' })
  async updateToolAnalysis(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(M.notFound)) id: string,
    @Body() dto: SaveToolAnalysisDto,
  ): Promise<ToolAnalysisDto> {
    return ToolAnalysisDto.from(await this.analyses.update(user.id, id, dto));
  }

  @Delete(':id')
  @ApiOkResponse({ type: ToolAnalysisDeletedDto })
  @ApiOperation({ summary: 'Delete an own saved analysis' })
  async deleteToolAnalysis(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(M.notFound)) id: string,
  ): Promise<ToolAnalysisDeletedDto> {
    await this.analyses.remove(user.id, id);
    return { success: true, message: M.deleted };
  }
}
