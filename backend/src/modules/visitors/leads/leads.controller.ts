import { Body, Controller, Get, Header, HttpCode, Ip, Post, Query, StreamableFile } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { csvDownload } from '../../../core/csv/csv';
import { Public } from '../../../core/http/decorators/public.decorator';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { CreateLeadDto, CreateLeadResultDto, LeadListQueryDto, LeadPageDto, LeadSearchDto } from './dto/lead.dto';
import { LeadsService } from './leads.service';
import { WebinarRegistrationDto, WebinarRegistrationResultDto } from './dto/webinar-registration.dto';
import { WebinarRegistrationService } from './webinar-registration.service';
import { ApiRateLimited } from '../../../core/http/openapi/api-errors';

@ApiTags('leads')
@Controller()
export class LeadsController {
  constructor(
    private readonly leads: LeadsService,
    private readonly webinar: WebinarRegistrationService,
  ) {}

  /** Public lead form (spec 3 §5); limited per client IP and per address like the webinar form. */
  @Public()
  @Post('leads')
  @ApiCreatedResponse({ type: CreateLeadResultDto })
  @ApiOperation({ summary: 'Submit the public lead form' })
  @ApiRateLimited()
  createLead(@Body() dto: CreateLeadDto, @Ip() ip: string): Promise<CreateLeadResultDto> {
    return this.webinar.submitLead(dto, ip || null);
  }

  /** The landing page's webinar form: lead, contact, actions and (with consent) the double opt-in e-mail. */
  @Public()
  @Post('webinar-registrations')
  @HttpCode(200)
  @ApiOkResponse({ type: WebinarRegistrationResultDto })
  @ApiOperation({
    summary: 'Register for the free webinar',
    description: 'With consent, a double opt-in e-mail for training e-mails is sent.',
  })
  @ApiRateLimited()
  registerForWebinar(@Body() dto: WebinarRegistrationDto, @Ip() ip: string): Promise<WebinarRegistrationResultDto> {
    return this.webinar.register(dto, ip || null);
  }

  @Roles('admin')
  @Get('admin/leads')
  @ApiOkResponse({ type: LeadPageDto })
  @ApiOperation({
    summary: 'List leads, newest first, a page at a time',
    description: 'The search matches first name, last name, e-mail or phone.',
  })
  listLeads(@Query() query: LeadListQueryDto): Promise<LeadPageDto> {
    return this.leads.listLeads(query);
  }

  @Roles('admin')
  @Get('admin/leads/export.csv')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'Every matching lead as CSV' })
  @ApiOperation({ summary: 'Download the leads matching a search as CSV' })
  exportLeadsCsv(@Query() query: LeadSearchDto): Promise<StreamableFile> {
    return csvDownload(this.leads.exportCsv(query.search), 'leads.csv');
  }
}
