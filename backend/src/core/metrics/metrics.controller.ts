import { Controller, Get, Header, Headers, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../http/openapi/api-errors';
import { Public } from '../http/decorators/public.decorator';
import { MetricsService } from './metrics.service';

/**
 * Prometheus scrapes the API here. Not a session route: a scraper holds no session, so the route is open to the
 * session guards (@Public) and closed by its own bearer token instead (METRICS_TOKEN), and is 404 unless
 * METRICS_ENABLED.
 */
@ApiTags('health')
@Controller('metrics')
export class MetricsController {
  constructor(private readonly metrics: MetricsService) {}

  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiBearerAuth()
  @ApiProduces('text/plain')
  @ApiOkResponse({ schema: { type: 'string' }, description: 'The metrics in the Prometheus text format' })
  @ApiErrors({ 401: 'No valid metrics bearer token', 404: 'Metrics are not enabled (METRICS_ENABLED)' })
  @ApiOperation({
    summary: 'Read the API process metrics in the Prometheus format (bearer METRICS_TOKEN)',
    description: 'Off unless METRICS_ENABLED. Requests by route, queues, mail, providers, webhooks, sign-ins, Node.',
  })
  async getMetrics(
    @Headers('authorization') authorization: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { contentType, body } = await this.metrics.scrape(authorization);
    void reply.header('Content-Type', contentType);
    return body;
  }
}
