import { Controller, Get, Header, HttpCode, Param, Post, Query, Redirect } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags, ApiOperation } from '@nestjs/swagger';
import { AllowWithoutXhrHeader } from '../../core/http/decorators/no-xhr-header.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { PIXEL_GIF } from './campaigns.constants';
import { CampaignTrackingService } from './delivery/campaign-tracking.service';
import { unsubscribedPage } from './delivery/unsubscribed.page';

/** Links inside campaign e-mails: open pixel, click redirect, unsubscribe. Public, no sign-in. */
@ApiTags('campaigns')
@Public()
@Controller('campaigns')
export class CampaignTrackingController {
  constructor(private readonly tracking: CampaignTrackingService) {}

  @Get('t/o/:file')
  @ApiProduces('image/gif')
  @ApiOkResponse({ description: '1x1 transparent GIF', type: String })
  @ApiOperation({ summary: 'Record that a campaign e-mail was opened (tracking pixel)' })
  @Header('Content-Type', 'image/gif')
  @Header('Cache-Control', 'no-store, max-age=0')
  @Header('Cross-Origin-Resource-Policy', 'cross-origin')
  async trackCampaignOpen(@Param('file') file: string): Promise<Buffer> {
    await this.tracking.open(file.replace(/\.gif$/i, ''));
    return PIXEL_GIF;
  }

  @Get('t/c/:sendId')
  @Redirect()
  @ApiOkResponse({ description: 'Redirects (302) to the link of the e-mail', type: String })
  @ApiOperation({ summary: 'Record a click in a campaign e-mail and redirect to its link' })
  async trackCampaignClick(
    @Param('sendId') sendId: string,
    @Query('u') u: string | undefined,
    @Query('s') s: string | undefined,
  ): Promise<{ url: string }> {
    return { url: await this.tracking.click(sendId, u, s) };
  }

  /** The unsubscribe link of the e-mail footer: one click unsubscribes and shows a confirmation page. */
  @Get('unsubscribe/:sendId')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Confirmation page', type: String })
  @ApiOperation({ summary: 'Unsubscribe from campaign e-mails (the link in the e-mail footer)' })
  async unsubscribeCampaignPage(@Param('sendId') sendId: string, @Query('s') s: string | undefined): Promise<string> {
    await this.tracking.unsubscribe(sendId, s);
    return unsubscribedPage();
  }

  /** RFC 8058 one-click unsubscribe, POSTed by mail clients from the List-Unsubscribe header. */
  @Post('unsubscribe/:sendId')
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @AllowWithoutXhrHeader()
  @ApiOkResponse({ description: 'Unsubscribed', type: String })
  @ApiOperation({ summary: 'Unsubscribe from campaign e-mails in one click from the mail client (RFC 8058)' })
  async unsubscribeCampaignOneClick(
    @Param('sendId') sendId: string,
    @Query('s') s: string | undefined,
  ): Promise<string> {
    await this.tracking.unsubscribe(sendId, s);
    return 'Unsubscribed';
  }
}
