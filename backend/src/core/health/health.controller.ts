import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { Response } from 'express';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { Public } from '../http/decorators/public.decorator';
import { REDIS } from '../redis/redis.module';

export class PingDto {
  @ApiProperty({ type: Boolean }) ok: boolean;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'] }) database: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) redis: 'up' | 'down';
}

const withTimeout = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
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
  async health(@Res({ passthrough: true }) res: Response): Promise<HealthDto> {
    const [database, redis] = await Promise.all([
      withTimeout(this.db.query('SELECT 1'), 2000).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      withTimeout(this.redis.ping(), 2000).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    ]);
    const ok = database === 'up' && redis === 'up';
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', database, redis };
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
