import { ApiProperty } from '@nestjs/swagger';

export class VisitorRefDto {
  @ApiProperty({ type: String, format: 'uuid' }) id: string;
}

/**
 * Answer of POST /api/visitors. visitor is null (and success false) when the caller is an obvious bot, or when the
 * privacy setting asks for consent and the body did not say it was given.
 */
export class RegisterVisitorResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: VisitorRefDto, nullable: true }) visitor: VisitorRefDto | null;
}

/** Answer of POST /api/visitors/actions: accepted (written within a fraction of a second). */
export class TrackActionResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
}

/** Answer of POST /api/visitors/visits: counted (or dropped, for a bot); whether to ask before keeping an id. */
export class CountVisitResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({
    type: Boolean,
    description:
      'True: show the consent banner, and register (POST /api/visitors) only after Accept, with consent true. ' +
      'False: no consent is asked here (privacy setting, or the country header), register at once.',
  })
  askConsent: boolean;
}
