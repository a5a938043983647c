import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsEmail, IsNotEmpty, IsOptional, IsString, IsUUID, Matches, MaxLength } from 'class-validator';
import { BlankToUndefined, NormalizeEmail, Trim } from '../../../../core/validation/transforms';
import { LEAD_MESSAGES as M, LEAD_PHONE_PATTERN } from '../leads.constants';

/** The landing page's webinar form. `website` is a honeypot: people never see it, so they leave it empty. */
export class WebinarRegistrationDto {
  @ApiPropertyOptional({
    type: String,
    format: 'uuid',
    description: 'The visitor registering (first-party tracking)',
    example: '3f8e2b1c-7d4a-4e6b-9c2f-1a5d8e7b6c40',
  })
  @BlankToUndefined()
  @IsOptional()
  @IsUUID('all', { message: 'visitorId must be a UUID' })
  visitorId?: string;

  @ApiProperty({ type: String, maxLength: 100, example: 'Jane' })
  @Trim()
  @MaxLength(100, { message: M.nameTooLong })
  @IsNotEmpty({ message: M.firstNameRequired })
  @IsString({ message: M.firstNameRequired })
  firstName: string;

  @ApiProperty({ type: String, maxLength: 100, example: 'Doe' })
  @Trim()
  @MaxLength(100, { message: M.nameTooLong })
  @IsNotEmpty({ message: M.lastNameRequired })
  @IsString({ message: M.lastNameRequired })
  lastName: string;

  @ApiProperty({ type: String, format: 'email', example: 'jane.doe@example.com' })
  @NormalizeEmail()
  @MaxLength(254, { message: M.invalidEmail })
  @IsEmail({}, { message: M.invalidEmail })
  email: string;

  @ApiPropertyOptional({ type: String, example: '(813) 555-0142' })
  @BlankToUndefined()
  @IsOptional()
  @Matches(LEAD_PHONE_PATTERN, { message: M.invalidPhone })
  @IsString({ message: M.invalidPhone })
  phone?: string;

  @ApiProperty({ type: Boolean, description: 'The unticked consent checkbox for training e-mails', example: true })
  @IsBoolean({ message: 'consent must be true or false' })
  consent: boolean;

  @ApiPropertyOptional({ type: String, maxLength: 200, description: 'Leave empty (anti-bot field)', example: '' })
  @IsOptional()
  @MaxLength(200)
  @IsString()
  website?: string;
}

export class WebinarRegistrationResultDto {
  @ApiProperty({ example: true }) success: boolean;
  @ApiProperty({ type: String, format: 'uri', description: 'The webinar page to open' }) webinarUrl: string;
  @ApiProperty({ description: 'True when a confirmation e-mail is on its way (consent given, not yet confirmed)' })
  confirmationSent: boolean;
}
