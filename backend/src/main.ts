import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { NestExpressApplication } from '@nestjs/platform-express';
import { ConfigService } from '@nestjs/config';
import { Logger } from 'nestjs-pino';
import { AppModule } from './app.module';
import { AppConfig } from './core/config/app-config';
import { configureApp } from './configure-app';
import { APP_FACTORY_OPTIONS } from './app-factory-options';
import { AppExpressAdapter } from './core/http/app-express-adapter';

async function bootstrap() {
  const app = await NestFactory.create<NestExpressApplication>(AppModule, new AppExpressAdapter(), APP_FACTORY_OPTIONS);
  app.useLogger(app.get(Logger));
  configureApp(app);
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
