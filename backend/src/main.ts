// First: tracing (when OTEL_EXPORTER_OTLP_ENDPOINT is set) must start before the modules it instruments load.
import './core/tracing/start-api';
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigService } from '@nestjs/config';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './core/config/app-config';
import { configureApp } from './configure-app';
import { APP_FACTORY_OPTIONS, createHttpAdapter } from './app-factory-options';

async function bootstrap() {
  const app = await NestFactory.create<NestFastifyApplication>(AppModule, createHttpAdapter(), APP_FACTORY_OPTIONS);
  app.useLogger(app.get(Logger));
  await configureApp(app);
  const config = app.get<AppConfig>(ConfigService);
  const port = config.get('PORT', { infer: true });
  await app.listen(port, config.get('HOST', { infer: true }));
  app.get(Logger).log(`API listening on http://localhost:${port}/api (docs at /api/docs)`);
}

bootstrap().catch((err) => {
  // A bad environment or an unreachable database ends start-up with the reason on stderr.
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
