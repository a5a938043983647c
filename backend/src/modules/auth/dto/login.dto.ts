import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { MESSAGES, PASSWORD_MAX_LENGTH } from '../auth.constants';

export class LoginDto {
  @ApiProperty({ type: String, description: 'Username or e-mail address', example: 'demo.student' })
  @MaxLength(254, { message: MESSAGES.invalidCredentials })
  @IsNotEmpty({ message: MESSAGES.usernameRequired })
  @IsString({ message: MESSAGES.usernameRequired })
  username: string;

  @ApiProperty({ type: String, format: 'password' })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: MESSAGES.invalidCredentials })
  @IsNotEmpty({ message: MESSAGES.passwordRequired })
  @IsString({ message: MESSAGES.passwordRequired })
  password: string;
}
