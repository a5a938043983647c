import { getQueueToken } from '@nestjs/bullmq';
import { Inject, Injectable, NotFoundException, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { timingSafeEqual } from 'node:crypto';
import { collectDefaultMetrics, Gauge } from 'prom-client';
import { AppConfig } from '../config/app-config';
import { ALL_QUEUES } from '../queue/queues';
import { metricsRegistry } from './metrics';

/** The job states counted per queue at each scrape (BullMQ keeps completed and failed jobs for a while). */
export const JOB_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;

let started = false;

/**
 * Serving the metrics (API and worker alike): on only with METRICS_ENABLED, then Node's default metrics and, read
 * from Redis at each scrape, every queue's jobs by state. A scraper authenticates with METRICS_TOKEN as a bearer token.
 */
@Injectable()
export class MetricsService implements OnModuleInit {
  readonly enabled: boolean;
  private readonly token: Buffer;

  constructor(
    @Inject(ConfigService) config: AppConfig,
    private readonly moduleRef: ModuleRef,
  ) {
    this.enabled = config.get('METRICS_ENABLED', { infer: true });
    this.token = Buffer.from(config.get('METRICS_TOKEN', { infer: true }) ?? '');
  }

  onModuleInit() {
    // One registry per process (the e2e tests run the API and the worker in one): started once.
    if (!this.enabled || started) return;
    started = true;
    collectDefaultMetrics({ register: metricsRegistry });
    const queues = ALL_QUEUES.map((name) => this.moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
    new Gauge({
      name: 'bullmq_jobs',
      help: 'BullMQ jobs by queue and state, read at each scrape',
      labelNames: ['queue', 'state'] as const,
      registers: [metricsRegistry],
      async collect() {
        this.reset();
        const counts = await Promise.all(queues.map((q) => q.getJobCounts(...JOB_STATES)));
        counts.forEach((count, i) => {
          for (const state of JOB_STATES) this.set({ queue: queues[i].name, state }, count[state] ?? 0);
        });
      },
    });
  }

  /** The metrics in Prometheus's text format: 404 when off, 401 without the right bearer token. */
  async scrape(authorization: string | undefined): Promise<{ contentType: string; body: string }> {
    if (!this.enabled) throw new NotFoundException('Metrics are not enabled');
    if (!this.authorized(authorization)) throw new UnauthorizedException('A valid metrics bearer token is required');
    return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
  }

  private authorized(authorization: string | undefined): boolean {
    const match = /^Bearer (\S+)$/i.exec(authorization ?? '');
    if (!match || !this.token.length) return false;
    const given = Buffer.from(match[1]);
    return given.length === this.token.length && timingSafeEqual(given, this.token);
  }
}
