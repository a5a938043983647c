import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES } from '../auth.constants';

/** Body of POST /api/auth/sign-in-link: the same "username or e-mail" the sign-in form takes. */
export class SignInLinkRequestDto {
  @ApiProperty({ type: String, description: 'Username or e-mail address', example: 'demo.student' })
  @MaxLength(254, { message: MESSAGES.usernameRequired })
  @IsNotEmpty({ message: MESSAGES.usernameRequired })
  @IsString({ message: MESSAGES.usernameRequired })
  username: string;
}

/** Body of POST /api/auth/sign-in-link/consume. */
export class SignInLinkConsumeDto {
  @ApiProperty({
    type: String,
    description: 'The token from the sign-in link (its `token` query parameter)',
    example: 'q3Vd0m8kYtR2xWc7LbN5pHs1aFj9eUz4oGi6TyKw0Xc',
  })
  @MaxLength(200, { message: MESSAGES.invalidSignInLink })
  @IsNotEmpty({ message: MESSAGES.signInLinkTokenRequired })
  @IsString({ message: MESSAGES.signInLinkTokenRequired })
  token: string;
}
