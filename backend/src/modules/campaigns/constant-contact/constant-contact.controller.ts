import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiTags, ApiQuery, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
import { Public } from '../../../core/http/decorators/public.decorator';
import { Roles } from '../../../core/http/decorators/roles.decorator';
import { ConstantContactListDto, ConstantContactTestDto } from '../dto/constant-contact.dto';
import { ConstantContactOAuthService } from './constant-contact-oauth.service';
import { ConstantContactService } from './constant-contact.service';

/** The e-mail-marketing provider connection (spec 3 §7). */
@ApiTags('constant-contact')
@Controller('constant-contact')
export class ConstantContactController {
  constructor(
    private readonly cc: ConstantContactService,
    private readonly oauth: ConstantContactOAuthService,
  ) {}

  @Get('oauth/authorize')
  @Roles('admin')
  @ApiFoundResponse({ description: "Redirect to the provider's authorization page" })
  @ApiOperation({ summary: 'Start connecting Constant Contact (redirect to its sign-in page)' })
  async authorizeConstantContact(@Res() res: Response): Promise<void> {
    res.redirect(302, await this.oauth.authorizationUrl());
  }

  @Get('oauth/callback')
  @Public()
  @ApiFoundResponse({ description: 'Stores the tokens and redirects to /admin/emails' })
  @ApiQuery({ name: 'code', required: false, schema: { type: 'string', maxLength: 2048 } })
  @ApiQuery({ name: 'state', required: false, schema: { type: 'string', maxLength: 256 } })
  @ApiQuery({ name: 'error', required: false, schema: { type: 'string', maxLength: 256 } })
  @ApiQuery({ name: 'error_description', required: false, schema: { type: 'string', maxLength: 1024 } })
  @ApiOperation({ summary: 'Finish connecting Constant Contact (OAuth callback)' })
  async constantContactOAuthCallback(
    @Query() query: { code?: string; state?: string; error?: string; error_description?: string },
    @Res() res: Response,
  ): Promise<void> {
    res.redirect(302, await this.oauth.complete(query));
  }

  @Get('test')
  @Roles('admin')
  @ApiOkResponse({ type: ConstantContactTestDto })
  @ApiOperation({ summary: 'Check the Constant Contact connection' })
  testConstantContact(): Promise<ConstantContactTestDto> {
    return this.cc.test();
  }

  @Get('lists')
  @Roles('admin')
  @ApiOkResponse({ type: [ConstantContactListDto] })
  @ApiOperation({ summary: 'List the contact lists of the connected Constant Contact account' })
  async listConstantContactLists(): Promise<ConstantContactListDto[]> {
    const lists = await this.cc.lists();
    return lists.map((l) => ({ list_id: l.list_id, name: l.name, membership_count: l.membership_count ?? null }));
  }
}
