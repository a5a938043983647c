import { getQueueToken, WorkerHost } from '@nestjs/bullmq';
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DiscoveryService, ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import Redis from 'ioredis';
import { hostname } from 'node:os';
import { AppConfig } from '../config/app-config';
import { OpsStatusService } from '../ops/ops-status.service';
import { onJobFinished } from '../queue/job-context';
import { REDIS } from '../redis/redis.module';

export interface WorkerHealth {
  status: 'ok' | 'down';
  redis: 'up' | 'down';
  /** Each queue this worker processes: its processor running or stopped. */
  processors: Record<string, 'running' | 'stopped'>;
  /** When a job last finished here (completed or failed), null before the first. */
  lastJobFinishedAt: string | null;
  /** Jobs are waiting and none has finished within WORKER_STALL_SECONDS: the worker is stuck. */
  stalled: boolean;
}

/** How long Redis may take to answer the health check's PING. */
const PING_TIMEOUT_MS = 1000;
/** How often the worker reports its health for the admin ops page. */
const REPORT_EVERY_MS = 10_000;

/**
 * The worker's health: Redis answers, every processor of this process is running, and no queue it serves has jobs
 * waiting while nothing finished within WORKER_STALL_SECONDS. Reported to Redis every few seconds for the ops page.
 */
@Injectable()
export class WorkerHealthService implements OnModuleInit, OnApplicationBootstrap, OnApplicationShutdown {
  readonly id = `${hostname()}-${process.pid}`;
  private readonly startedAt = Date.now();
  private lastFinishedAt: number | null = null;
  private readonly stallMs: number;
  private timer?: NodeJS.Timeout;
  private hosts: WorkerHost[] = [];

  constructor(
    @Inject(ConfigService) config: AppConfig,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly discovery: DiscoveryService,
    private readonly moduleRef: ModuleRef,
    private readonly ops: OpsStatusService,
  ) {
    this.stallMs = config.get('WORKER_STALL_SECONDS', { infer: true }) * 1000;
  }

  onModuleInit() {
    onJobFinished(() => {
      this.lastFinishedAt = Date.now();
    });
  }

  onApplicationBootstrap() {
    this.hosts = this.discovery
      .getProviders()
      .map((wrapper) => wrapper.instance as unknown)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    this.timer = setInterval(() => void this.report(), REPORT_EVERY_MS).unref();
    void this.report();
  }

  onApplicationShutdown() {
    clearInterval(this.timer);
  }

  async check(now = Date.now()): Promise<WorkerHealth> {
    const redis = (await this.ping()) === 'up' && (await this.workersConnected()) ? 'up' : 'down';
    const processors: WorkerHealth['processors'] = {};
    for (const host of this.hosts) {
      const worker = host.worker;
      processors[worker.name] = worker.isRunning() && !worker.closing ? 'running' : 'stopped';
    }
    const stalled = redis === 'up' && (await this.stalled(now));
    const ok = redis === 'up' && !stalled && Object.values(processors).every((p) => p === 'running');
    return {
      status: ok ? 'ok' : 'down',
      redis,
      processors,
      lastJobFinishedAt: this.lastFinishedAt === null ? null : new Date(this.lastFinishedAt).toISOString(),
      stalled,
    };
  }

  private async stalled(now: number): Promise<boolean> {
    if (now - (this.lastFinishedAt ?? this.startedAt) <= this.stallMs) return false;
    const counts = await Promise.all(
      this.hosts.map((host) =>
        this.moduleRef.get<Queue>(getQueueToken(host.worker.name), { strict: false }).getJobCounts('waiting'),
      ),
    );
    return counts.some((c) => (c.waiting ?? 0) > 0);
  }

  /** Each processor's own Redis connection is ready too (it reconnects on its own after an outage). */
  private async workersConnected(): Promise<boolean> {
    const clients = await Promise.all(this.hosts.map((host) => host.worker.client));
    return clients.every((client) => client.status === 'ready');
  }

  private async ping(): Promise<'up' | 'down'> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timeout')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([this.redis.ping(), timeout]);
      return 'up';
    } catch {
      return 'down';
    } finally {
      clearTimeout(timer);
    }
  }

  private async report() {
    try {
      const health = await this.check();
      if (health.redis === 'up') await this.ops.reportWorker(this.id, { ...health });
    } catch {
      // Redis went away between the check and the write: the next report tries again.
    }
  }
}
