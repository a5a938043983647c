import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import type { SessionUser } from '../../core/auth/session-user';
import { toPropertyDto } from '../analyzer/dto/property.dto';
import { idParam } from '../../core/validation/uuid-param.pipe';
import { ANALYZER_MESSAGES } from '../analyzer/analyzer.constants';
import { ChangeDealStatusDto, ChangeDealStatusResponseDto, DealStatusChangeDto } from './dto/change-deal-status.dto';
import { PIPELINE_MESSAGES } from './pipeline.constants';
import { PipelineService } from './pipeline.service';

@ApiTags('pipeline')
@ApiCookieAuth()
@Controller('fix-flip/properties/:id')
export class PipelineController {
  constructor(private readonly pipeline: PipelineService) {}

  @Put('status')
  @ApiOkResponse({ type: ChangeDealStatusResponseDto })
  @ApiOperation({
    summary: 'Move an own deal to another pipeline stage',
    description: 'lossReason is required when the status is lost.',
  })
  async changeDealStatus(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.propertyNotFound)) id: string,
    @Body() dto: ChangeDealStatusDto,
  ): Promise<ChangeDealStatusResponseDto> {
    const { deal, changed } = await this.pipeline.changeStatus(user.id, id, dto);
    return {
      success: true,
      message: changed ? PIPELINE_MESSAGES.statusUpdated : PIPELINE_MESSAGES.statusUnchanged,
      property: toPropertyDto(deal),
    };
  }

  @Get('status-history')
  @ApiOkResponse({ type: [DealStatusChangeDto] })
  @ApiOperation({ summary: 'List the stage moves of an own deal, oldest first' })
  async getDealStatusHistory(
    @CurrentUser() user: SessionUser,
    @Param('id', idParam(ANALYZER_MESSAGES.propertyNotFound)) id: string,
  ): Promise<DealStatusChangeDto[]> {
    const rows = await this.pipeline.history(user.id, id);
    return rows.map((r) => ({
      fromStatus: r.fromStatus,
      toStatus: r.toStatus,
      lossReason: r.lossReason,
      changedAt: r.changedAt.toISOString(),
    }));
  }
}
