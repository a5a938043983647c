import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import { NotAudited } from '../../core/audit/not-audited.decorator';
import {
  ApiAcceptedResponse,
  ApiBody,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { SessionUser } from '../../core/auth/session-user';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { Roles } from '../../core/http/decorators/roles.decorator';
import { CAMPAIGN_MESSAGES } from './campaigns.constants';
import { CampaignsService } from './campaigns.service';
import {
  ActivateCampaignDto,
  CampaignPreviewRequestDto,
  CreateCampaignDto,
  UpdateCampaignDto,
} from './dto/campaign-request.dto';
import {
  CampaignDto,
  CampaignEligibleCountDto,
  CampaignPreviewDto,
  CampaignSaveDto,
  CampaignStatsDto,
  CampaignTestSendDto,
  EligibleVisitorDto,
} from './dto/campaign-response.dto';
import { idParam } from '../../core/validation/uuid-param.pipe';

const CampaignId = () => Param('id', idParam(CAMPAIGN_MESSAGES.notFound));

/** Drip campaigns to site visitors (spec 3 §2 /admin/emails, §7). Admin only. */
@ApiTags('campaigns')
@Roles('admin')
@Controller('campaigns')
export class CampaignsController {
  constructor(private readonly campaigns: CampaignsService) {}

  @Get()
  @ApiOkResponse({ type: [CampaignDto] })
  @ApiOperation({ summary: 'List the drip e-mail campaigns' })
  listCampaigns(): Promise<CampaignDto[]> {
    return this.campaigns.list();
  }

  @Get('stats')
  @ApiOkResponse({ type: CampaignStatsDto })
  @ApiOperation({ summary: 'Count active campaigns, visitors and e-mails sent, and the engagement rate' })
  getCampaignStats(): Promise<CampaignStatsDto> {
    return this.campaigns.stats();
  }

  @Post()
  @ApiCreatedResponse({ type: CampaignSaveDto })
  @ApiOperation({
    summary: 'Create a drip e-mail campaign (a draft)',
    description:
      'Nothing is sent until it is activated. The HTML is sanitised; removedFromHtml says what was taken out.',
  })
  createCampaign(@Body() dto: CreateCampaignDto): Promise<CampaignSaveDto> {
    return this.campaigns.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: CampaignSaveDto })
  @ApiOperation({ summary: 'Change a campaign', description: 'The HTML is sanitised as on create.' })
  updateCampaign(@CampaignId() id: string, @Body() dto: UpdateCampaignDto): Promise<CampaignSaveDto> {
    return this.campaigns.update(id, dto);
  }

  @Patch(':id/activate')
  @ApiOkResponse({ type: CampaignDto })
  @ApiOperation({
    summary: 'Start sending a campaign',
    description: 'At once, or from startsAt when it is ahead (the drip ignores the campaign before it).',
  })
  @ApiBody({ type: ActivateCampaignDto, required: false, description: 'Optional: without it, it starts at once' })
  activateCampaign(@CampaignId() id: string, @Body() dto: ActivateCampaignDto): Promise<CampaignDto> {
    return this.campaigns.setActive(id, true, dto?.startsAt);
  }

  @Patch(':id/pause')
  @ApiOkResponse({ type: CampaignDto })
  @ApiOperation({ summary: 'Stop sending a campaign until it is activated again' })
  pauseCampaign(@CampaignId() id: string): Promise<CampaignDto> {
    return this.campaigns.setActive(id, false);
  }

  @Post('preview')
  @NotAudited()
  @HttpCode(200)
  @ApiOkResponse({ type: CampaignPreviewDto })
  @ApiOperation({
    summary: 'Preview an e-mail as a visitor will receive it',
    description: 'The footer is included; nothing is saved or sent.',
  })
  previewCampaign(@Body() dto: CampaignPreviewRequestDto, @CurrentUser() admin: SessionUser): CampaignPreviewDto {
    return this.campaigns.preview(dto, admin.email ?? '');
  }

  @Post(':id/test-send')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: CampaignTestSendDto })
  @ApiOperation({ summary: 'Send a test of the campaign to the signed-in admin' })
  sendCampaignTest(@CampaignId() id: string, @CurrentUser() admin: SessionUser): Promise<CampaignTestSendDto> {
    return this.campaigns.sendTest(id, admin);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse()
  @ApiOperation({ summary: 'Delete a campaign' })
  deleteCampaign(@CampaignId() id: string): Promise<void> {
    return this.campaigns.remove(id);
  }

  @Get(':id/eligible-count')
  @ApiOkResponse({ type: CampaignEligibleCountDto })
  @ApiOperation({
    summary: 'Count the visitors a campaign would send to now',
    description: 'The same eligibility query as the drip tick, counted: what the Activate confirmation shows.',
  })
  getCampaignEligibleCount(@CampaignId() id: string): Promise<CampaignEligibleCountDto> {
    return this.campaigns.eligibleCount(id);
  }

  @Get(':id/eligible-visitors')
  @ApiOkResponse({ type: [EligibleVisitorDto] })
  @ApiOperation({ summary: 'List the visitors a campaign would send to' })
  getEligibleVisitors(@CampaignId() id: string): Promise<EligibleVisitorDto[]> {
    return this.campaigns.eligibleVisitors(id);
  }
}
