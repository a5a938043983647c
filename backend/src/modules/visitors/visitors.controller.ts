import { Body, Controller, Headers, HttpCode, Ip, Post, Req } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ApiAcceptedResponse, ApiBody, ApiOkResponse, ApiTags, ApiOperation } from '@nestjs/swagger';
import { requestUser } from '../../core/http/decorators/current-user.decorator';
import { Public } from '../../core/http/decorators/public.decorator';
import { RegisterVisitorDto } from './dto/register-visitor.dto';
import { VisitorActionDto } from './dto/visitor-action.dto';
import { RegisterVisitorResponseDto, TrackActionResponseDto } from './dto/visitor-responses.dto';
import { VisitorActionPipe } from './visitor-action.pipe';
import { VisitorsService } from './visitors.service';
import { ApiRateLimited } from '../../core/http/openapi/api-errors';

@ApiTags('visitors')
@Controller('visitors')
export class VisitorsController {
  constructor(private readonly visitors: VisitorsService) {}

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
      'Finds the visit again by sessionId; IP and user agent come from the request. Signed-in users and obvious ' +
      'bots are not visitors: nothing is recorded and visitor is null.',
  })
  @ApiRateLimited()
  async registerVisitor(
    @Req() req: FastifyRequest,
    @Body() dto: RegisterVisitorDto,
    @Ip() ip: string,
    @Headers('user-agent') userAgent?: string,
  ): Promise<RegisterVisitorResponseDto> {
    if (requestUser(req)) return { success: false, visitor: null };
    return this.visitors.registerVisitor(dto, { ip: ip || null, userAgent: userAgent ?? null });
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
