import { Body, Controller, Get, Header, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Readable } from 'stream';
import { Public } from '../../../core/http/decorators/public.decorator';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { CreateLeadDto, CreateLeadResultDto, LeadListQueryDto, LeadPageDto, LeadSearchDto } from './dto/lead.dto';
import { LeadsService } from './leads.service';

@ApiTags('leads')
@Controller()
export class LeadsController {
  constructor(private readonly leads: LeadsService) {}

  /** Public lead form (spec 3 §5). */
  @Public()
  @Post('leads')
  @ApiCreatedResponse({ type: CreateLeadResultDto })
  async createLead(@Body() dto: CreateLeadDto): Promise<CreateLeadResultDto> {
    return { success: true, id: await this.leads.createLead(dto) };
  }

  @Roles('admin')
  @Get('admin/leads')
  @ApiOkResponse({ type: LeadPageDto })
  listLeads(@Query() query: LeadListQueryDto): Promise<LeadPageDto> {
    return this.leads.listLeads(query);
  }

  @Roles('admin')
  @Get('admin/leads/export.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'Every matching lead as CSV' })
  async exportLeadsCsv(@Query() query: LeadSearchDto): Promise<StreamableFile> {
    // The first batch is read before answering: a search the database refuses is a 4xx, not a cut-off download.
    const csv = this.leads.exportCsv(query.search);
    const first = await csv.next();
    const rest = async function* () {
      if (!first.done) yield first.value;
      yield* csv;
    };
    return new StreamableFile(Readable.from(rest()), {
      type: 'text/csv; charset=utf-8',
      disposition: 'attachment; filename="leads.csv"',
    });
  }
}
