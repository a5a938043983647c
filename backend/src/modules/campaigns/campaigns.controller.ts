import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Put } from '@nestjs/common';
import {
  ApiAcceptedResponse,
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
import { CampaignPreviewRequestDto, CreateCampaignDto, UpdateCampaignDto } from './dto/campaign-request.dto';
import {
  CampaignDto,
  CampaignPreviewDto,
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
  @ApiCreatedResponse({ type: CampaignDto })
  @ApiOperation({ summary: 'Create a drip e-mail campaign' })
  createCampaign(@Body() dto: CreateCampaignDto): Promise<CampaignDto> {
    return this.campaigns.create(dto);
  }

  @Put(':id')
  @ApiOkResponse({ type: CampaignDto })
  @ApiOperation({ summary: 'Change a campaign' })
  updateCampaign(@CampaignId() id: string, @Body() dto: UpdateCampaignDto): Promise<CampaignDto> {
    return this.campaigns.update(id, dto);
  }

  @Patch(':id/activate')
  @ApiOkResponse({ type: CampaignDto })
  @ApiOperation({ summary: 'Start sending a campaign' })
  activateCampaign(@CampaignId() id: string): Promise<CampaignDto> {
    return this.campaigns.setActive(id, true);
  }

  @Patch(':id/pause')
  @ApiOkResponse({ type: CampaignDto })
  @ApiOperation({ summary: 'Stop sending a campaign until it is activated again' })
  pauseCampaign(@CampaignId() id: string): Promise<CampaignDto> {
    return this.campaigns.setActive(id, false);
  }

  @Post('preview')
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

  @Get(':id/eligible-visitors')
  @ApiOkResponse({ type: [EligibleVisitorDto] })
  @ApiOperation({ summary: 'List the visitors a campaign would send to' })
  getEligibleVisitors(@CampaignId() id: string): Promise<EligibleVisitorDto[]> {
    return this.campaigns.eligibleVisitors(id);
  }
}
