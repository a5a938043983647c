import { Controller, Get, HttpCode, Param, Post, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { Response } from 'express';
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
  async trackCampaignOpen(@Param('file') file: string, @Res() res: Response): Promise<void> {
    await this.tracking.open(file.replace(/\.gif$/i, ''));
    res
      .status(200)
      .set({
        'Content-Type': 'image/gif',
        'Cache-Control': 'no-store, max-age=0',
        'Cross-Origin-Resource-Policy': 'cross-origin',
      })
      .end(PIXEL_GIF);
  }

  @Get('t/c/:sendId')
  @ApiOkResponse({ description: 'Redirects (302) to the link of the e-mail', type: String })
  @ApiOperation({ summary: 'Record a click in a campaign e-mail and redirect to its link' })
  async trackCampaignClick(
    @Param('sendId') sendId: string,
    @Query('u') u: string | undefined,
    @Query('s') s: string | undefined,
    @Res() res: Response,
  ) {
    res.redirect(302, await this.tracking.click(sendId, u, s));
  }

  /** The unsubscribe link of the e-mail footer: one click unsubscribes and shows a confirmation page. */
  @Get('unsubscribe/:sendId')
  @ApiProduces('text/html')
  @ApiOkResponse({ description: 'Confirmation page', type: String })
  @ApiOperation({ summary: 'Unsubscribe from campaign e-mails (the link in the e-mail footer)' })
  async unsubscribeCampaignPage(
    @Param('sendId') sendId: string,
    @Query('s') s: string | undefined,
    @Res() res: Response,
  ) {
    await this.tracking.unsubscribe(sendId, s);
    res.status(200).type('html').send(unsubscribedPage());
  }

  /** RFC 8058 one-click unsubscribe, POSTed by mail clients from the List-Unsubscribe header. */
  @Post('unsubscribe/:sendId')
  @HttpCode(200)
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
