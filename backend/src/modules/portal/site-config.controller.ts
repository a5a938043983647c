import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Public } from '../../core/http/decorators/public.decorator';
import { SiteConfigDto } from './dto/site-config.dto';
import { SiteConfigService } from './site-config.service';
import { sendPublicRead } from '../../core/http/public-read';

@ApiTags('site')
@Controller('site-config')
export class SiteConfigController {
  constructor(private readonly siteConfig: SiteConfigService) {}

  /** Outbound links of the public site and the active landing video, if any. */
  @Public()
  @Get()
  @ApiOkResponse({ type: SiteConfigDto })
  @ApiOperation({ summary: "Get the public site's outbound links and the active landing video" })
  async getSiteConfig(@Req() req: Request, @Res() res: Response): Promise<void> {
    sendPublicRead(req, res, await this.siteConfig.getSiteConfig());
  }
}
