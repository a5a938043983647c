import { ApiProperty } from '@nestjs/swagger';
import { AuthUserDto } from './auth-user.dto';

export class AuthCheckResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: Boolean }) authenticated: boolean;
  @ApiProperty({ type: AuthUserDto, nullable: true }) user: AuthUserDto | null;
}

export class LoginResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: AuthUserDto }) user: AuthUserDto;
}

/** Answer of logout and the reminder/reset calls. */
export class AuthMessageResponseDto {
  @ApiProperty({ type: Boolean }) success: boolean;
  @ApiProperty({ type: String }) message: string;
}
