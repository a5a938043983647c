import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LoggerModule } from 'nestjs-pino';
import pino, { type Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import { logOptions } from './access-log';

/** The one pino logger of a process: Nest's Logger (through nestjs-pino) and the access log write with it. */
export const APP_LOGGER = Symbol('APP_LOGGER');

@Module({
  providers: [
    {
      provide: APP_LOGGER,
      inject: [ConfigService],
      useFactory: (config: AppConfig): Logger =>
        pino(
          logOptions(
            config.get('LOG_LEVEL', { infer: true }),
            config.get('NODE_ENV', { infer: true }) === 'development',
          ),
        ),
    },
  ],
  exports: [APP_LOGGER],
})
export class AppLoggerModule {}

/**
 * Structured logs: one JSON line each (pretty in development), secrets redacted. nestjs-pino attaches no middleware
 * (useExisting, no routes): the access log is configure-app's accessLog, which binds the request to the logger
 * only when a line is written.
 */
export const loggerModule = LoggerModule.forRootAsync({
  imports: [AppLoggerModule],
  inject: [APP_LOGGER],
  useFactory: (logger: Logger) => ({ pinoHttp: { logger }, useExisting: true, forRoutes: [] }),
});
