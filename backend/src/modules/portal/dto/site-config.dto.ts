import { ApiProperty } from '@nestjs/swagger';

/** The active landing video (at most one), streamed by the media module. */
export class ActiveVideoDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
  @ApiProperty({ type: String }) title: string;
  @ApiProperty({ type: String, example: '/api/videos/3f1c.../stream' }) streamUrl: string;
}

/** Public configuration the site needs: outbound links (from the environment) and the landing video. */
export class SiteConfigDto {
  @ApiProperty({ type: String, format: 'uri' }) courseCheckoutUrl: string;
  @ApiProperty({ type: String, format: 'uri' }) webinarUrl: string;
  @ApiProperty({ type: String, format: 'uri' }) schedulingUrl: string;
  @ApiProperty({ type: String, format: 'uri' }) videoEmbedUrl: string;
  @ApiProperty({ type: String, format: 'email' }) supportEmail: string;
  @ApiProperty({ type: String, format: 'uri' }) thinkificPortalUrl: string;
  @ApiProperty({ type: ActiveVideoDto, nullable: true }) activeVideo: ActiveVideoDto | null;
  @ApiProperty({ description: "The webinar form's consent checkbox, word for word as it is stored with each consent" })
  consentText: string;
}
