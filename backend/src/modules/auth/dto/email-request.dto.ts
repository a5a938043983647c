import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { NormalizeEmail } from '../../../core/validation/transforms';
import { MESSAGES } from '../auth.constants';

/** Body of the reminder calls (forgot password, forgot username). */
export class EmailRequestDto {
  @ApiProperty({ type: String, format: 'email', example: 'student@example.com' })
  @NormalizeEmail()
  @IsEmail({}, { message: MESSAGES.invalidEmail })
  @MaxLength(254, { message: MESSAGES.invalidEmail })
  @IsString({ message: MESSAGES.invalidEmail })
  email: string;
}
