import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { Public } from '../../core/http/decorators/public.decorator';
import { SiteConfigDto } from './dto/site-config.dto';
import { SiteConfigService } from './site-config.service';
import { PublicRead } from '../../core/http/public-read';
import { ACTIVE_VIDEO_KEY } from '../media/videos.service';

@ApiTags('site')
@Controller('site-config')
export class SiteConfigController {
  constructor(private readonly siteConfig: SiteConfigService) {}

  /** Outbound links of the public site and the active landing video, if any. */
  @Public()
  @Get()
  @PublicRead(ACTIVE_VIDEO_KEY)
  @ApiOkResponse({ type: SiteConfigDto })
  @ApiOperation({ summary: "Get the public site's outbound links and the active landing video" })
  getSiteConfig(): Promise<SiteConfigDto> {
    return this.siteConfig.getSiteConfig();
  }
}
