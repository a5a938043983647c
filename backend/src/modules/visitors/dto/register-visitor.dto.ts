import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BlankToUndefined, Trim } from '../../../core/validation/transforms';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

/** POST /api/visitors: the browser's session id, where it landed and where it came from. */
export class RegisterVisitorDto {
  @ApiProperty({ type: String, maxLength: 128, description: 'Random id kept in browser storage' })
  // class-validator runs the decorators bottom-up: the "required" checks come last so they report first.
  @Trim()
  @Matches(/^[A-Za-z0-9_.:-]+$/, {
    message: 'sessionId may contain only letters, digits, dot, colon, dash and underscore',
  })
  @MaxLength(128, { message: 'sessionId must be at most 128 characters' })
  @IsNotEmpty({ message: 'sessionId is required' })
  @IsString({ message: 'sessionId is required' })
  sessionId: string;

  @ApiPropertyOptional({ type: String, default: '/', maxLength: 2048 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  landingPage?: string;

  @ApiPropertyOptional({ type: String, maxLength: 2048 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(2048)
  @IsString()
  referrer?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmSource?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmMedium?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmCampaign?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmContent?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(255)
  @IsString()
  utmTerm?: string;

  @ApiPropertyOptional({ type: String, format: 'email', description: 'Optional: usually unknown on the first visit' })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(254, { message: 'Please enter a valid email address' })
  @IsEmail({}, { message: 'Please enter a valid email address' })
  email?: string;

  @ApiPropertyOptional({ type: String, maxLength: 100 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  firstName?: string;

  @ApiPropertyOptional({ type: String, maxLength: 100 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(100)
  @IsString()
  lastName?: string;

  @ApiPropertyOptional({ type: String, maxLength: 32 })
  @BlankToUndefined()
  @IsOptional()
  @MaxLength(32)
  @IsString()
  phoneNumber?: string;
}
