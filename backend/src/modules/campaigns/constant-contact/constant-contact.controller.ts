import { Controller, Get, Query, Redirect } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiTags, ApiQuery, ApiOperation } from '@nestjs/swagger';
import { Public } from '../../../core/http/decorators/public.decorator';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { ConstantContactListDto, ConstantContactTestDto } from '../dto/constant-contact.dto';
import { ConstantContactOAuthService } from './constant-contact-oauth.service';
import { ConstantContactService } from './constant-contact.service';
import { ApiProviderErrors } from '../../../core/http/openapi/api-errors';

/** The e-mail-marketing provider connection (spec 3 §7). */
@ApiTags('constant-contact')
@Controller('constant-contact')
export class ConstantContactController {
  constructor(
    private readonly cc: ConstantContactService,
    private readonly oauth: ConstantContactOAuthService,
  ) {}

  @Get('oauth/authorize')
  @Redirect()
  @Roles('admin')
  @ApiFoundResponse({ description: "Redirect to the provider's authorization page" })
  @ApiOperation({ summary: 'Start connecting Constant Contact (redirect to its sign-in page)' })
  @ApiProviderErrors()
  async authorizeConstantContact(): Promise<{ url: string }> {
    return { url: await this.oauth.authorizationUrl() };
  }

  @Get('oauth/callback')
  @Redirect()
  @Public()
  @ApiFoundResponse({ description: 'Stores the tokens and redirects to /admin/emails' })
  @ApiQuery({ name: 'code', required: false, schema: { type: 'string', maxLength: 2048 } })
  @ApiQuery({ name: 'state', required: false, schema: { type: 'string', maxLength: 256 } })
  @ApiQuery({ name: 'error', required: false, schema: { type: 'string', maxLength: 256 } })
  @ApiQuery({ name: 'error_description', required: false, schema: { type: 'string', maxLength: 1024 } })
  @ApiOperation({ summary: 'Finish connecting Constant Contact (OAuth callback)' })
  @ApiProviderErrors()
  async constantContactOAuthCallback(
    @Query() query: { code?: string; state?: string; error?: string; error_description?: string },
  ): Promise<{ url: string }> {
    return { url: await this.oauth.complete(query) };
  }

  @Get('test')
  @Roles('admin')
  @ApiOkResponse({ type: ConstantContactTestDto })
  @ApiOperation({ summary: 'Check the Constant Contact connection' })
  @ApiProviderErrors()
  testConstantContact(): Promise<ConstantContactTestDto> {
    return this.cc.test();
  }

  @Get('lists')
  @Roles('admin')
  @ApiOkResponse({ type: [ConstantContactListDto] })
  @ApiOperation({ summary: 'List the contact lists of the connected Constant Contact account' })
  @ApiProviderErrors()
  async listConstantContactLists(): Promise<ConstantContactListDto[]> {
    const lists = await this.cc.lists();
    return lists.map((l) => ({ list_id: l.list_id, name: l.name, membership_count: l.membership_count ?? null }));
  }
}
