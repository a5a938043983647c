import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth.constants';
import { IsAcceptablePassword } from '../passwords/password.policy';

/** Body of POST /api/auth/reset-password: used by both the reset link and the new student's set-password link. */
export class ResetPasswordDto {
  @ApiProperty({
    type: String,
    description: 'The token from the reset or set-password link (its `token` query parameter)',
    example: 'q3Vd0m8kYtR2xWc7LbN5pHs1aFj9eUz4oGi6TyKw0Xc',
  })
  @MaxLength(200, { message: MESSAGES.invalidResetToken })
  @IsNotEmpty({ message: MESSAGES.tokenRequired })
  @IsString({ message: MESSAGES.tokenRequired })
  token: string;

  @ApiProperty({
    type: String,
    format: 'password',
    minLength: PASSWORD_MIN_LENGTH,
    maxLength: PASSWORD_MAX_LENGTH,
    example: 'Granite-Owl-83-Canal',
  })
  @IsAcceptablePassword()
  @IsString({ message: MESSAGES.passwordTooShort })
  newPassword: string;
}
