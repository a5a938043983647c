import { Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AllowWithoutXhrHeader } from '../../core/http/decorators/no-xhr-header.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { PIXEL_GIF, TRACKING_PATHS } from './campaigns.constants';
import { CLICK_PAGE_CSP, clickPage } from './delivery/click.page';
import { CampaignTrackingService } from './delivery/campaign-tracking.service';
import { unsubscribeConfirmPage, unsubscribedPage } from './delivery/unsubscribed.page';

/**
 * Links inside campaign e-mails: open pixel, link page, unsubscribe. Public, no sign-in. Only a POST changes
 * anything but the open time: mail scanners fetch every link (GET, HEAD) without a person behind them.
 */
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

  /**
   * GET on a tracked link: a page that sends the browser on to the target at once. Link scanners fetch it too, so
   * the GET (and HEAD) counts nothing; the page's script POSTs the click below.
   */
  @Get('t/c/:sendId')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @Header('Content-Security-Policy', CLICK_PAGE_CSP)
  @Header('Referrer-Policy', 'no-referrer')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page that opens the link of the e-mail', type: String })
  @ApiOperation({ summary: 'Open a link of a campaign e-mail (records nothing: scanners fetch it too)' })
  openCampaignLink(
    @Param('sendId') sendId: string,
    @Query('u') u: string | undefined,
    @Query('s') s: string | undefined,
  ): string {
    return clickPage(this.tracking.clickTarget(sendId, u, s));
  }

  /** The click page's beacon: a browser followed the link. */
  @Post('t/c/:sendId')
  @HttpCode(204)
  @AllowWithoutXhrHeader()
  @ApiNoContentResponse({ description: 'Click recorded' })
  @ApiOperation({ summary: 'Record a click on a link of a campaign e-mail (sent by the link page in the browser)' })
  async trackCampaignClick(
    @Param('sendId') sendId: string,
    @Query('u') u: string | undefined,
    @Query('s') s: string | undefined,
  ): Promise<void> {
    await this.tracking.click(sendId, u, s);
  }

  /** The unsubscribe link of the e-mail footer: a page with one Unsubscribe button (a scanner's GET changes nothing). */
  @Get('unsubscribe/:sendId')
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'A page with an Unsubscribe button', type: String })
  @ApiOperation({ summary: 'Ask to unsubscribe from campaign e-mails (the link in the e-mail footer)' })
  unsubscribeCampaignPage(@Param('sendId') sendId: string, @Query('s') s: string | undefined): string {
    this.tracking.checkUnsubscribeLink(sendId, s);
    return unsubscribeConfirmPage(`${TRACKING_PATHS.unsubscribe(sendId)}?s=${encodeURIComponent(s ?? '')}`);
  }

  /** The page's button, and RFC 8058 one-click unsubscribe POSTed by mail clients from the List-Unsubscribe header. */
  @Post('unsubscribe/:sendId')
  @HttpCode(200)
  @Header('Content-Type', 'text/html; charset=utf-8')
  @Header('Cache-Control', 'no-store')
  @AllowWithoutXhrHeader()
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Unsubscribed: the confirmation page', type: String })
  @ApiOperation({
    summary: 'Unsubscribe from campaign e-mails (the page’s button, or one click from the mail client: RFC 8058)',
  })
  async unsubscribeCampaignOneClick(
    @Param('sendId') sendId: string,
    @Query('s') s: string | undefined,
  ): Promise<string> {
    await this.tracking.unsubscribe(sendId, s);
    return unsubscribedPage();
  }
}
