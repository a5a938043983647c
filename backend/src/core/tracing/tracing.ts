import type { Telemetry } from 'bullmq';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { parse } from 'dotenv';
import { existsSync, readFileSync } from 'fs';

/** What the SDK module (./sdk.ts) hands back once started. */
export interface Tracing {
  /** Names the current span (a job's processing span) with the request id the job carries. */
  nameActiveSpan(requestId: string): void;
  /** Gives the current request's server span its route template (`http.route`; the span is named "POST /api/..."). */
  nameRoute(route: string): void;
  /** Exports the spans still buffered (the process keeps tracing). */
  flush(): Promise<void>;
  /** Exports what is buffered and stops tracing for good. */
  shutdown(): Promise<void>;
}

let started: Tracing | undefined;
let telemetry: Telemetry | undefined;

/**
 * The OTEL_* variables, read before the config module runs: the process environment first, then .env and ../.env as
 * the config module reads them (tests bring their whole environment: no .env). Put into process.env, where the
 * OpenTelemetry exporter reads its own (OTEL_EXPORTER_OTLP_HEADERS, ...).
 */
function loadOtelEnv(): void {
  if (process.env.NODE_ENV === 'test') return;
  for (const file of ['.env', '../.env'].filter((f) => existsSync(f)))
    for (const [key, value] of Object.entries(parse(readFileSync(file))))
      if (key.startsWith('OTEL_') && process.env[key] === undefined) process.env[key] = value;
}

/** Traces are on when OTEL_EXPORTER_OTLP_ENDPOINT is set (the OpenTelemetry variable; no switch of our own). */
export function tracingEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim());
}

/**
 * Starts the OpenTelemetry SDK for this process when tracing is on, before the app's modules load (so the http, pg
 * and ioredis instrumentations see them); `serviceName` unless OTEL_SERVICE_NAME names the service. Off: the SDK is
 * never loaded and nothing is started. Called by the tracing bootstraps (start-api.ts, start-worker.ts).
 */
export function startTracing(serviceName: string): Tracing | undefined {
  if (started) return started;
  loadOtelEnv();
  if (!tracingEnabled()) return undefined;
  // Loaded only when on: with tracing off no SDK module is read at all (tracing.spec.ts checks).
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { startSdk } = require('./sdk') as typeof import('./sdk');
  started = startSdk(process.env.OTEL_SERVICE_NAME?.trim() || serviceName);
  return started;
}

/**
 * onRequest hook, registered only while tracing is on: the request's server span, started before Fastify named the
 * request, gets its request id and the route template Fastify matched (no template for a 404 of no route: the span
 * keeps the method alone).
 */
export function traceRoute(req: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  started?.nameActiveSpan(req.id);
  const route = req.routeOptions.url;
  if (route) started?.nameRoute(route);
  done();
}

/** The running SDK, if this process started one. */
export function currentTracing(): Tracing | undefined {
  return started;
}

/**
 * BullMQ's own telemetry option while tracing is on (bullmq-otel): adding a job opens a producer span under the
 * current one (the request's) and stores its W3C trace context in the job's options; the worker's processing span is
 * its child. Both the queues and @nestjs/bullmq's workers take it from the shared BullMQ config (queue.module.ts).
 */
export function queueTelemetry(): { telemetry?: Telemetry } {
  if (!started) return {};
  if (!telemetry) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { BullMQOtel } = require('bullmq-otel') as typeof import('bullmq-otel');
    telemetry = new BullMQOtel('investor-agent') as Telemetry;
  }
  return { telemetry };
}
