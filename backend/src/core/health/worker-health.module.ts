import { Module } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { WorkerHealthService } from './worker-health.service';
import { WorkerHttpServer } from './worker-http.server';

/** The worker's health (probes, the ops page's report) and its HTTP server on WORKER_HTTP_PORT. */
@Module({ imports: [DiscoveryModule], providers: [WorkerHealthService, WorkerHttpServer] })
export class WorkerHealthModule {}
