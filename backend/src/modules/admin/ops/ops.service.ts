import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { TypeOrmHealthIndicator } from '@nestjs/terminus';
import type { Queue } from 'bullmq';
import { RedisHealthIndicator } from '../../../core/health/redis.health';
import { JOB_STATES } from '../../../core/metrics/metrics.service';
import { OpsStatusService } from '../../../core/ops/ops-status.service';
import { ALL_QUEUES } from '../../../core/queue/queues';
import { QUEUE_BOARD_ROUTE } from '../queue-board/queue-board.controller';
import { OpsQueueDto, OpsStatusDto, OpsWorkerDto, UpDown } from './ops.dto';

/** Each dependency gets this long to answer before it counts as down (the page polls). */
const CHECK_TIMEOUT_MS = 2000;
const BOARD_URL = `/api/${QUEUE_BOARD_ROUTE}`;

/** The admin ops page: this API, PostgreSQL, Redis, the workers' reports, queues, providers and the day's mail. */
@Injectable()
export class OpsService {
  constructor(
    private readonly database: TypeOrmHealthIndicator,
    private readonly redisHealth: RedisHealthIndicator,
    private readonly status: OpsStatusService,
    @Inject(ModuleRef) private readonly moduleRef: ModuleRef,
  ) {}

  async overview(now = Date.now()): Promise<OpsStatusDto> {
    const [database, redis] = await Promise.all([
      Promise.resolve(this.database.pingCheck('database', { timeout: CHECK_TIMEOUT_MS }))
        .then((r) => upDown(r.database?.status))
        .catch(() => 'down' as const),
      this.redisHealth.pingCheck('redis', CHECK_TIMEOUT_MS).then((r) => upDown(r.redis?.status)),
    ]);
    // Everything else lives in Redis: while it is down the page says so instead of failing.
    const fromRedis = redis === 'up';
    const [workers, queues, providers, mailLastDay] = await Promise.all([
      fromRedis ? this.workers(now).catch(() => []) : [],
      fromRedis ? this.queues().catch(() => []) : [],
      fromRedis ? this.status.providers().catch(() => []) : [],
      fromRedis ? this.status.mailLastDay(now).catch(() => null) : null,
    ]);
    return {
      checkedAt: new Date(now).toISOString(),
      api: 'up',
      database,
      redis,
      workers,
      queues,
      queueBoardUrl: BOARD_URL,
      providers,
      mailLastDay,
    };
  }

  private async workers(now: number): Promise<OpsWorkerDto[]> {
    const reports = await this.status.workers(now);
    return reports.map((r) => {
      const processors = (r.processors ?? {}) as Record<string, string>;
      const names = Object.keys(processors).sort();
      return {
        id: r.id,
        status: r.lost ? 'lost' : r.status === 'ok' ? 'ok' : 'down',
        reportedAt: r.reportedAt,
        redis: upDown(r.redis as string),
        running: names.filter((q) => processors[q] === 'running'),
        stopped: names.filter((q) => processors[q] !== 'running'),
        stalled: r.stalled === true,
        lastJobFinishedAt: typeof r.lastJobFinishedAt === 'string' ? r.lastJobFinishedAt : null,
      };
    });
  }

  private async queues(): Promise<OpsQueueDto[]> {
    return Promise.all(
      ALL_QUEUES.map(async (name) => {
        const queue = this.moduleRef.get<Queue>(getQueueToken(name), { strict: false });
        const counts = await queue.getJobCounts(...JOB_STATES);
        return {
          name,
          waiting: counts.waiting ?? 0,
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
          boardUrl: `${BOARD_URL}/queue/${encodeURIComponent(name)}`,
        };
      }),
    );
  }
}

function upDown(status: string | undefined): UpDown {
  return status === 'up' ? 'up' : 'down';
}
