import { Controller, Get, Header, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiProduces, ApiTags } from '@nestjs/swagger';
import { csvFile } from '../../../core/csv/csv';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { ANALYTICS_TABLES, AnalyticsDto, AnalyticsQueryDto } from './analytics.dto';
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

  @Get(':table/export.csv')
  @Header('Cache-Control', 'no-store')
  @ApiParam({ name: 'table', enum: ANALYTICS_TABLES, description: 'The part of the report' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The part of the report as CSV, a line per row' })
  @ApiOperation({
    summary: 'Download one part of the marketing report (funnel, daily, sources or campaigns) as CSV',
    description: 'Same range rules as the report. Without dates: the last 30 days.',
  })
  async exportAnalyticsCsv(@Param('table') table: string, @Query() query: AnalyticsQueryDto): Promise<StreamableFile> {
    return csvFile(await this.analytics.exportCsv(table, query));
  }
}
