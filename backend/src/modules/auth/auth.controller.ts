import { Body, Controller, Get, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { CurrentUser, requestUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { AccountRecoveryService } from './account-recovery.service';
import { MESSAGES } from './auth.constants';
import { AuthCheckResponseDto, AuthMessageResponseDto, LoginResponseDto } from './dto/auth-responses.dto';
import { toAuthUserDto } from './dto/auth-user.dto';
import { EmailRequestDto } from './dto/email-request.dto';
import { LoginDto } from './dto/login.dto';
import { ResetPasswordDto } from './dto/reset-password.dto';
import type { CookieReply, CookieRequest } from './sessions/session-cookies';
import { SessionRequestUser, SessionService } from './sessions/session.service';
import { ApiRateLimited } from '../../core/http/openapi/api-errors';

@ApiTags('auth')
@Public()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly recovery: AccountRecoveryService,
    private readonly sessions: SessionService,
  ) {}

  /** Who is signed in (anonymous callers get authenticated=false, never 401). */
  @Get('check')
  @ApiOkResponse({ type: AuthCheckResponseDto })
  @ApiOperation({
    summary: 'Tell whether the caller is signed in, and as whom',
    description: 'Anonymous callers get authenticated=false, never 401.',
  })
  checkAuth(@Req() req: FastifyRequest): AuthCheckResponseDto {
    const user = requestUser<SessionRequestUser>(req);
    return { success: true, authenticated: !!user, user: user ? toAuthUserDto(user) : null };
  }

  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiOperation({
    summary: 'Sign in with a username or e-mail and a password',
    description: 'Sets the HttpOnly session cookie used by every signed-in route.',
  })
  @ApiRateLimited()
  login(
    @Body() body: LoginDto,
    @Ip() ip: string,
    @Req() req: CookieRequest,
    @Res({ passthrough: true }) res: CookieReply,
  ): Promise<LoginResponseDto> {
    return this.sessions.signIn(body, ip, req, res);
  }

  /** Ends this session (the cookie stops working on every replica) and clears the cookie. */
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  @ApiOperation({ summary: 'Sign out of this session' })
  logout(
    @CurrentUser() user: SessionRequestUser | undefined,
    @Res({ passthrough: true }) res: CookieReply,
  ): Promise<AuthMessageResponseDto> {
    return this.sessions.signOut(res, user);
  }

  /** Ends every session of the signed-in user, on every device. */
  @Post('logout-all')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  @ApiOperation({ summary: 'Sign out of every session of this user, on every device' })
  logoutEverywhere(
    @CurrentUser() user: SessionRequestUser | undefined,
    @Res({ passthrough: true }) res: CookieReply,
  ): Promise<AuthMessageResponseDto> {
    return this.sessions.signOutEverywhere(res, user);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  @ApiOperation({
    summary: 'E-mail a password reset link',
    description: 'The answer is the same whether or not the address has an account.',
  })
  @ApiRateLimited()
  async forgotPassword(@Body() body: EmailRequestDto, @Ip() ip: string): Promise<AuthMessageResponseDto> {
    await this.recovery.forgotPassword(body.email, ip);
    return { success: true, message: MESSAGES.passwordResetSent };
  }

  @Post('forgot-username')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  @ApiOperation({
    summary: 'E-mail a username reminder',
    description: 'The answer is the same whether or not the address has an account.',
  })
  @ApiRateLimited()
  async forgotUsername(@Body() body: EmailRequestDto, @Ip() ip: string): Promise<AuthMessageResponseDto> {
    await this.recovery.forgotUsername(body.email, ip);
    return { success: true, message: MESSAGES.usernameReminderSent };
  }

  /** Sets a new password with the token of a reset link or of a new student's set-password link. */
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  @ApiOperation({ summary: 'Set a new password with the token of a reset or set-password link' })
  @ApiRateLimited()
  async resetPassword(@Body() body: ResetPasswordDto, @Ip() ip: string): Promise<AuthMessageResponseDto> {
    await this.recovery.resetPassword(body.token, body.newPassword, ip);
    return { success: true, message: MESSAGES.passwordResetDone };
  }
}
