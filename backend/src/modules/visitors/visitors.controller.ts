import { Body, Controller, Headers, HttpCode, Ip, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { requestUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { RegisterVisitorDto, VisitDto } from './dto/register-visitor.dto';
import { VisitorActionDto } from './dto/visitor-action.dto';
import { CountVisitResponseDto, RegisterVisitorResponseDto, TrackActionResponseDto } from './dto/visitor-responses.dto';
import { VisitorActionPipe } from './visitor-action.pipe';
import { VisitorsService } from './visitors.service';
import { ApiRateLimited } from '../../core/http/openapi/api-errors';

@ApiTags('visitors')
@Controller('visitors')
export class VisitorsController {
  constructor(private readonly visitors: VisitorsService) {}

  /** Counts a visit without cookies or storage (a daily-salted hash); says whether to ask for consent. */
  @Public()
  @Post('visits')
  @HttpCode(200)
  @ApiOkResponse({ type: CountVisitResponseDto })
  @ApiOperation({
    summary: 'Count a visit without anything kept in the browser',
    description:
      "Counts the caller once a day by a hash of the day's salt, IP and user agent (neither stored; the salt " +
      'expires with its day). askConsent tells the browser whether to show the consent banner before it may ' +
      "register (privacy setting: always, EU/UK only by the proxy's country header, or never). Signed-in users " +
      'and obvious bots are not counted.',
  })
  @ApiRateLimited()
  async countVisit(
    @Req() req: FastifyRequest,
    @Body() dto: VisitDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<CountVisitResponseDto> {
    const origin = { ip: ip || null, userAgent: userAgent ?? null, headers: req.headers };
    if (requestUser(req)) return { success: false, askConsent: false };
    return this.visitors.countVisit(dto, origin);
  }

  /**
   * Registers the browser's visit (or finds it again by sessionId). IP and user agent come from the request.
   * A signed-in caller (staff or student) is not a visitor: nothing is recorded and visitor is null, as for bots.
   */
  @Public()
  @Post()
  @HttpCode(200)
  @ApiOkResponse({ type: RegisterVisitorResponseDto })
  @ApiOperation({
    summary: "Register a browser's visit for first-party tracking",
    description:
      'Finds the visit again by sessionId; IP (stored truncated to /24 or /48) and user agent come from the ' +
      'request. Signed-in users and obvious bots are not visitors: nothing is recorded and visitor is null. Where ' +
      'the privacy setting asks first (see POST /api/visitors/visits), only a body with consent true is recorded.',
  })
  @ApiRateLimited()
  async registerVisitor(
    @Req() req: FastifyRequest,
    @Body() dto: RegisterVisitorDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<RegisterVisitorResponseDto> {
    if (requestUser(req)) return { success: false, visitor: null };
    return this.visitors.registerVisitor(dto, { ip: ip || null, userAgent: userAgent ?? null, headers: req.headers });
  }

  /** Records one action of a known visitor (written in batches within a fraction of a second). */
  @Public()
  @Post('actions')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: TrackActionResponseDto })
  @ApiOperation({
    summary: 'Record an action of a known visitor',
    description:
      'Written in batches within a fraction of a second. Actions of signed-in users and obvious bots are accepted ' +
      'and not recorded.',
  })
  @ApiBody({ type: VisitorActionDto })
  async trackVisitorAction(
    @Req() req: FastifyRequest,
    // Not typed with the DTO class: VisitorActionPipe validates this body, the global ValidationPipe passes it on.
    @Body(VisitorActionPipe) dto: Readonly<VisitorActionDto>,
    @Headers('user-agent') userAgent?: string,
  ): Promise<TrackActionResponseDto> {
    if (requestUser(req)) return { success: true };
    await this.visitors.trackAction(dto, { ip: null, userAgent: userAgent ?? null });
    return { success: true };
  }
}
