import { Controller, Get, Res, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheckResult, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { Public } from '../http/decorators/public.decorator';
import { RedisHealthIndicator } from './redis.health';

export class PingDto {
  @ApiProperty({ type: Boolean }) ok: boolean;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) redis: 'up' | 'down';
}

/** Each dependency gets this long to answer before it counts as down. */
const CHECK_TIMEOUT_MS = 2000;

/** Only the status is set on the reply, whichever HTTP platform sends it. */
interface StatusReply {
  status(code: number): unknown;
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly checks: HealthCheckService,
    private readonly database: TypeOrmHealthIndicator,
    private readonly redis: RedisHealthIndicator,
  ) {}

  /** 200 when PostgreSQL and Redis both answer, 503 otherwise; the body says which is down. */
  @Public()
  @Get()
  @ApiOkResponse({ type: HealthDto, description: 'PostgreSQL and Redis both answer' })
  @ApiServiceUnavailableResponse({
    type: HealthDto,
    description: 'PostgreSQL or Redis does not answer; the body says which',
  })
  @ApiOperation({ summary: 'Check that PostgreSQL and Redis answer (readiness probe)' })
  async health(@Res({ passthrough: true }) res: StatusReply): Promise<HealthDto> {
    // Terminus answers a failed check by throwing 503 with the same result; our body keeps its documented shape.
    const result = await this.checks
      .check([
        () => this.database.pingCheck('database', { timeout: CHECK_TIMEOUT_MS }),
        () => this.redis.pingCheck('redis', CHECK_TIMEOUT_MS),
      ])
      .catch((err: unknown) => {
        if (err instanceof ServiceUnavailableException) return err.getResponse() as HealthCheckResult;
        throw err;
      });
    const state = (key: string) => (result.details[key]?.status === 'up' ? ('up' as const) : ('down' as const));
    const body: HealthDto = {
      status: result.status === 'ok' ? 'ok' : 'degraded',
      database: state('database'),
      redis: state('redis'),
    };
    res.status(body.status === 'ok' ? 200 : 503);
    return body;
  }

  /** A no-op route (no database, no Redis): the baseline for benchmarks and a liveness probe. */
  @Public()
  @Get('ping')
  @ApiOkResponse({ type: PingDto })
  @ApiOperation({ summary: 'Answer without touching PostgreSQL or Redis (liveness probe)' })
  ping(): PingDto {
    return { ok: true };
  }
}
