import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { AnalyticsDto, AnalyticsQueryDto } from './analytics.dto';
import { AnalyticsService } from './analytics.service';

@ApiTags('admin')
@Controller('admin/analytics')
@Roles('admin')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get()
  @ApiOkResponse({ type: AnalyticsDto })
  @ApiOperation({
    summary: 'Report the marketing funnel, traffic sources and campaigns over a date range',
    description: 'Without dates: the last 30 days.',
  })
  getAnalytics(@Query() query: AnalyticsQueryDto): Promise<AnalyticsDto> {
    return this.analytics.report(query);
  }
}
