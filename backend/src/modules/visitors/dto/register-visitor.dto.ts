import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }) => {
  const v = typeof value === 'string' ? value.trim() : value;
  return v === '' || v === null ? undefined : v;
};

/** POST /api/visitors: the browser's session id, where it landed and where it came from. */
export class RegisterVisitorDto {
  @ApiProperty({ type: String, maxLength: 128, description: 'Random id kept in browser storage' })
  @Transform(trimmed)
  @IsString({ message: 'sessionId is required' })
  @IsNotEmpty({ message: 'sessionId is required' })
  @MaxLength(128, { message: 'sessionId must be at most 128 characters' })
  @Matches(/^[A-Za-z0-9_.:-]+$/, { message: 'sessionId may contain only letters, digits, dot, colon, dash and underscore' })
  sessionId: string;

  @ApiPropertyOptional({ type: String, default: '/', maxLength: 2048 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(2048)
  landingPage?: string;

  @ApiPropertyOptional({ type: String, maxLength: 2048 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(2048)
  referrer?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(255)
  utmSource?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(255)
  utmMedium?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(255)
  utmCampaign?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(255)
  utmContent?: string;

  @ApiPropertyOptional({ type: String, maxLength: 255 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(255)
  utmTerm?: string;

  @ApiPropertyOptional({ type: String, format: 'email', description: 'Optional: usually unknown on the first visit' })
  @Transform(emptyToUndefined) @IsOptional()
  @IsEmail({}, { message: 'Please enter a valid email address' })
  @MaxLength(254)
  email?: string;

  @ApiPropertyOptional({ type: String, maxLength: 100 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(100)
  firstName?: string;

  @ApiPropertyOptional({ type: String, maxLength: 100 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(100)
  lastName?: string;

  @ApiPropertyOptional({ type: String, maxLength: 32 })
  @Transform(emptyToUndefined) @IsOptional() @IsString() @MaxLength(32)
  phoneNumber?: string;
}
