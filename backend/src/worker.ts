// First: tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must start before the modules it instruments load.
import './core/tracing/start-worker';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { WorkerModule } from './worker.module';
import { SHUTDOWN_SIGNALS } from './core/shutdown-signals';

async function bootstrap() {
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks(SHUTDOWN_SIGNALS);
  app.get(Logger).log('Worker started: processing e-mail, webhook, campaign and sync queues');
}

bootstrap().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
