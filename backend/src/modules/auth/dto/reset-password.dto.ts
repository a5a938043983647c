import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '../auth.constants';
import { NewPasswordField } from '../passwords/password.policy';

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

  @NewPasswordField()
  newPassword: string;
}
