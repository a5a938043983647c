import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BlankToUndefined, Trim } from '../../../core/validation/transforms';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** Where a visit landed and where it came from: what a cookieless count keeps of it (the day's first touch). */
export class VisitDto {
  @ApiPropertyOptional({ type: String, default: '/', maxLength: 2048, example: '/?utm_source=facebook' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  landingPage?: string;

  @ApiPropertyOptional({ type: String, maxLength: 2048, example: 'https://www.facebook.com/' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  referrer?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, example: 'facebook' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmSource?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, example: 'paid_social' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmMedium?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, example: 'free-webinar-spring' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmCampaign?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, example: 'video-ad-1' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmContent?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255, example: 'real estate investing' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmTerm?: string;
}

/** POST /api/visitors: the browser's session id, where it landed and where it came from. */
export class RegisterVisitorDto extends VisitDto {
  @ApiProperty({
    type: String,
    maxLength: 128,
    description: 'Random id kept in browser storage',
    example: 'v1.6f1c2e9a-3b4d-4c8e-9a1f-2d7b5e0c8a43',
  })
  // class-validator runs the decorators bottom-up: the "required" checks come last so they report first.
  @Trim()
  @Matches(/^[A-Za-z0-9_.:-]+$/, {
    message: 'sessionId may contain only letters, digits, dot, colon, dash and underscore',
  })
  @MaxLength(128, { message: 'sessionId must be at most 128 characters' })
  @IsNotEmpty({ message: 'sessionId is required' })
  @IsString({ message: 'sessionId is required' })
  sessionId: string;

  @ApiPropertyOptional({
    type: Boolean,
    description:
      'The person accepted tracking (banner, or the consent box of the webinar sign-up). Required where the ' +
      'privacy setting asks first: without it nothing is recorded and visitor is null.',
    example: true,
  })
  @IsOptional()
  @IsBoolean({ message: 'consent must be true or false' })
  consent?: boolean;

  @ApiPropertyOptional({
    type: String,
    format: 'email',
    description: 'Optional: usually unknown on the first visit',
    example: 'jane.doe@example.com',
  })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email?: string;

  @ApiPropertyOptional({ type: String, maxLength: 100, example: 'Jane' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  firstName?: string;

  @ApiPropertyOptional({ type: String, maxLength: 100, example: 'Doe' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  lastName?: string;

  @ApiPropertyOptional({ type: String, maxLength: 32, example: '(813) 555-0142' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(32)
  @IsString()
  phoneNumber?: string;
}
