import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../core/config/app-config';
import { VideosService } from '../media/videos.service';
import type { VideoDto } from '../media/dto/video.dto';
import { SiteConfigDto } from './dto/site-config.dto';
import { CONSENT_TEXT } from '../visitors/visitors.constants';

@Injectable()
export class SiteConfigService {
  constructor(
    @Inject(ConfigService) private readonly config: AppConfig,
    private readonly videos: VideosService,
  ) {}

  /** The public site configuration: the settings and the active video (a public read kept under its cache key). */
  async getSiteConfig(): Promise<SiteConfigDto> {
    return this.build(await this.videos.getActiveVideo());
  }

  private build(video: VideoDto | null): SiteConfigDto {
    const get = <
      K extends
        | 'COURSE_CHECKOUT_URL'
        | 'WEBINAR_URL'
        | 'SCHEDULING_URL'
        | 'VIDEO_EMBED_URL'
        | 'SUPPORT_EMAIL'
        | 'THINKIFIC_PORTAL_URL',
    >(
      key: K,
    ) => this.config.get(key, { infer: true });
    return {
      courseCheckoutUrl: get('COURSE_CHECKOUT_URL'),
      webinarUrl: get('WEBINAR_URL'),
      schedulingUrl: get('SCHEDULING_URL'),
      videoEmbedUrl: get('VIDEO_EMBED_URL'),
      supportEmail: get('SUPPORT_EMAIL'),
      thinkificPortalUrl: get('THINKIFIC_PORTAL_URL'),
      activeVideo: video ? { id: video.id, title: video.title, streamUrl: `/api/videos/${video.id}/stream` } : null,
      consentText: CONSENT_TEXT,
    };
  }
}
