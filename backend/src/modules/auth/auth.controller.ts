import { Body, Controller, Get, HttpCode, Ip, Post, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Response } from 'express';
import { CurrentUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { AccountRecoveryService } from './account-recovery.service';
import { MESSAGES } from './auth.constants';
import { AuthService } from './auth.service';
import { AuthCheckResponseDto, AuthMessageResponseDto, LoginResponseDto } from './dto/auth-responses.dto';
import { toAuthUserDto } from './dto/auth-user.dto';
import { EmailRequestDto } from './dto/email-request.dto';
import { LoginDto } from './dto/login.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import { User } from './entities/user.entity';
import { SessionService } from './session.service';

@ApiTags('auth')
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly recovery: AccountRecoveryService,
    private readonly sessions: SessionService,
  ) {}

  /** Who is signed in (anonymous callers get authenticated=false, never 401). */
  @Get('check')
  @ApiOkResponse({ type: AuthCheckResponseDto })
  checkAuth(@CurrentUser() user: User | undefined): AuthCheckResponseDto {
    return { success: true, authenticated: !!user, user: user ? toAuthUserDto(user) : null };
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  async login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Res({ passthrough: true }) res: Response,
  ): Promise<LoginResponseDto> {
    const user = await this.auth.login(body.username, body.password, ip);
    this.sessions.start(res, user);
    return { success: true, user: toAuthUserDto(user) };
  }

  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  logout(@Res({ passthrough: true }) res: Response): AuthMessageResponseDto {
    this.sessions.end(res);
    return { success: true, message: MESSAGES.loggedOut };
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  async forgotPassword(@Body() body: EmailRequestDto, @Ip() ip: string): Promise<AuthMessageResponseDto> {
    await this.recovery.forgotPassword(body.email, ip);
    return { success: true, message: MESSAGES.passwordResetSent };
  }

  @Post('forgot-username')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  async forgotUsername(@Body() body: EmailRequestDto, @Ip() ip: string): Promise<AuthMessageResponseDto> {
    await this.recovery.forgotUsername(body.email, ip);
    return { success: true, message: MESSAGES.usernameReminderSent };
  }

  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  async resetPassword(@Body() body: ResetPasswordDto): Promise<AuthMessageResponseDto> {
    await this.recovery.resetPassword(body.token, body.newPassword);
    return { success: true, message: MESSAGES.passwordResetDone };
  }
}
