import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.constants';

export class ResetPasswordDto {
  @ApiProperty({ type: String, description: 'The token from the reset link' })
  @MaxLength(200, { message: MESSAGES.invalidResetToken })
  @IsNotEmpty({ message: MESSAGES.tokenRequired })
  @IsString({ message: MESSAGES.tokenRequired })
  token: string;

  @ApiProperty({ type: String, format: 'password', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.passwordTooLong })
  @MinLength(PASSWORD_MIN_LENGTH, { message: MESSAGES.passwordTooShort })
  @IsString({ message: MESSAGES.passwordTooShort })
  newPassword: string;
}
