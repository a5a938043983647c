import { Body, Controller, Get, Header, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { changedFields, AuditService } from '../../../core/audit/audit.service';
import { Public } from '../../../core/http/decorators/public.decorator';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { PrivacyPolicyDto, PrivacySettingsInputDto, PrivacySettingsResponseDto } from './dto/privacy.dto';
import { PrivacySettingsService } from './privacy-settings.service';

@ApiTags('site')
@Controller()
export class PrivacyController {
  constructor(
    private readonly privacy: PrivacySettingsService,
    private readonly audit: AuditService,
  ) {}

  /** The text of the public /privacy page. */
  @Public()
  @Get('privacy-policy')
  @Header('Cache-Control', 'public, max-age=60')
  @ApiOkResponse({ type: PrivacyPolicyDto })
  @ApiOperation({ summary: 'Get the privacy policy text (edited by the admins)' })
  async getPrivacyPolicy(): Promise<PrivacyPolicyDto> {
    const { policy, updatedAt } = await this.privacy.get();
    return { policy, updatedAt };
  }

  @Roles('admin')
  @Get('admin/privacy-settings')
  @Header('Cache-Control', 'no-store')
  @ApiOkResponse({ type: PrivacySettingsResponseDto })
  @ApiOperation({ summary: 'Read the tracking consent setting and the privacy policy text' })
  async getPrivacySettings(): Promise<PrivacySettingsResponseDto> {
    return { success: true, settings: await this.privacy.get() };
  }

  @Roles('admin')
  @Put('admin/privacy-settings')
  @ApiOkResponse({ type: PrivacySettingsResponseDto })
  @ApiOperation({
    summary: 'Change the tracking consent setting and the privacy policy text',
    description: 'A blank policy restores the default text. Other replicas pick the change up within 30 seconds.',
  })
  async updatePrivacySettings(@Body() dto: PrivacySettingsInputDto): Promise<PrivacySettingsResponseDto> {
    const before = await this.privacy.get();
    const settings = await this.privacy.update({ consentMode: dto.consentMode, policy: dto.policy });
    const changed = changedFields(before, settings, ['consentMode']);
    if (before.policy !== settings.policy) changed.policy = 'changed';
    this.audit.note(changed);
    return { success: true, settings };
  }
}
