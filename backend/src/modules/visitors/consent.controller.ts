import { BadRequestException, Controller, Get, Header, Inject, Query } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiQuery, ApiTags } from '@nestjs/swagger';
import { AppConfig } from '../../core/config/app-config';
import { Public } from '../../core/http/decorators/public.decorator';
import { ConsentService } from './consent.service';
import { consentPage } from './consent.page';
import { SIGNUP_MESSAGES } from './visitors.constants';

@ApiTags('visitors')
@Controller('consent')
export class ConsentController {
  constructor(
    private readonly consent: ConsentService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  /** The link in the double opt-in e-mail: confirms consent and shows a page; a bad link is a 400. */
  @Public()
  @Get('confirm')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiQuery({ name: 'v', schema: { type: 'string', format: 'uuid', maxLength: 36 }, description: 'Visitor id' })
  @ApiQuery({ name: 's', schema: { type: 'string', maxLength: 64 }, description: 'Signature' })
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Confirmation page', schema: { type: 'string' } })
  @ApiOperation({ summary: 'Confirm e-mail consent from the double opt-in link' })
  async confirmConsent(@Query('v') v: unknown, @Query('s') s: unknown): Promise<string> {
    const ok = typeof v === 'string' && typeof s === 'string' && (await this.consent.confirm(v, s));
    if (!ok) throw new BadRequestException(SIGNUP_MESSAGES.badConfirmation);
    const site = this.config.get('APP_URL', { infer: true }).replace(/\/$/, '') + '/';
    return consentPage(site);
  }
}
