import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Query, StreamableFile } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { csvDownload } from '../../../core/csv/csv';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { ApiErrors } from '../../../core/http/openapi/api-errors';
import { idParam } from '../../../core/validation/uuid-param.pipe';
import { SUPPRESSION_MESSAGES } from '../campaigns.constants';
import {
  AddSuppressionDto,
  ImportSuppressionsDto,
  SuppressionDto,
  SuppressionImportResultDto,
  SuppressionListQueryDto,
  SuppressionPageDto,
} from '../dto/suppression.dto';
import { SuppressionService } from './suppression.service';

/** The suppression list (/admin/suppressions): addresses and domains no marketing mail goes to. Admin only. */
@ApiTags('campaigns')
@Roles('admin')
@Controller('suppressions')
export class SuppressionController {
  constructor(private readonly suppressions: SuppressionService) {}

  @Get()
  @ApiOkResponse({ type: SuppressionPageDto })
  @ApiOperation({ summary: 'List the suppression list, newest first, a page at a time (search by address or domain)' })
  listSuppressions(@Query() query: SuppressionListQueryDto): Promise<SuppressionPageDto> {
    return this.suppressions.list(query);
  }

  @Post()
  @ApiCreatedResponse({ type: SuppressionDto })
  @ApiErrors({ 409: SUPPRESSION_MESSAGES.exists })
  @ApiOperation({ summary: 'Add an address or a whole domain to the suppression list' })
  addSuppression(@Body() dto: AddSuppressionDto): Promise<SuppressionDto> {
    return this.suppressions.add(dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Remove an entry from the suppression list (marketing mail may go to it again)' })
  removeSuppression(@Param('id', idParam(SUPPRESSION_MESSAGES.notFound)) id: string): Promise<void> {
    return this.suppressions.remove(id);
  }

  @Get('export.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'Every entry as CSV' })
  @ApiOperation({ summary: 'Download the suppression list as CSV' })
  exportSuppressionsCsv(): Promise<StreamableFile> {
    return csvDownload(this.suppressions.exportCsv(), 'suppression-list.csv');
  }

  @Post('import')
  @HttpCode(200)
  @ApiOkResponse({ type: SuppressionImportResultDto })
  @ApiOperation({
    summary: 'Add the addresses and domains of a CSV file to the suppression list',
    description: 'The first column holds the address or domain; the export’s own file can be read back.',
  })
  importSuppressions(@Body() dto: ImportSuppressionsDto): Promise<SuppressionImportResultDto> {
    return this.suppressions.importCsv(dto.csv);
  }
}
