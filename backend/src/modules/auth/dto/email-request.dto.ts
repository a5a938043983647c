import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '../auth.constants';

/** Body of the reminder calls (forgot password, forgot username). */
export class EmailRequestDto {
  @ApiProperty({ type: String, format: 'email', example: 'student@example.com' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: MESSAGES.invalidEmail })
  @MaxLength(254, { message: MESSAGES.invalidEmail })
  @IsString({ message: MESSAGES.invalidEmail })
  email: string;
}
