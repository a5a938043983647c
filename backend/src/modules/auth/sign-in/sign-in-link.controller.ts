import { Body, Controller, HttpCode, Ip, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../core/http/decorators/public.decorator';
import { MESSAGES } from '../auth.constants';
import { AuthMessageResponseDto, LoginResponseDto } from '../dto/auth-responses.dto';
import { SignInLinkConsumeDto, SignInLinkRequestDto } from '../dto/sign-in-link.dto';
import type { CookieReply, CookieRequest } from '../sessions/session-cookies';
import { SessionService } from '../sessions/session.service';
import { SignInLinkService } from './sign-in-link.service';
import { ApiRateLimited } from '../../../core/http/openapi/api-errors';

/** "E-mail me a sign-in link", offered by the sign-in screens when an account is locked for unknown browsers. */
@ApiTags('auth')
@Public()
@Controller('auth/sign-in-link')
export class SignInLinkController {
  constructor(
    private readonly links: SignInLinkService,
    private readonly sessions: SessionService,
  ) {}

  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: AuthMessageResponseDto })
  @ApiOperation({
    summary: 'E-mail a single-use sign-in link to the account',
    description:
      'Takes the username or e-mail the sign-in form takes. The answer is the same whether or not the account exists.',
  })
  @ApiRateLimited()
  async requestSignInLink(@Body() body: SignInLinkRequestDto, @Ip() ip: string): Promise<AuthMessageResponseDto> {
    await this.links.request(body.username, ip);
    return { success: true, message: MESSAGES.signInLinkSent };
  }

  @Post('consume')
  @HttpCode(200)
  @ApiOkResponse({ type: LoginResponseDto })
  @ApiOperation({
    summary: 'Sign in with the token of a sign-in link (single use)',
    description: 'Sets the session cookie, and the known-client cookie that lets this browser sign in again.',
  })
  @ApiRateLimited()
  consumeSignInLink(
    @Body() body: SignInLinkConsumeDto,
    @Ip() ip: string,
    @Req() req: CookieRequest,
    @Res({ passthrough: true }) res: CookieReply,
  ): Promise<LoginResponseDto> {
    return this.sessions.signInWithLink(body.token, ip, req, res);
  }
}
