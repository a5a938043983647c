import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD, APP_INTERCEPTOR } from '@nestjs/core';
import { LoggerModule } from 'nestjs-pino';
import { ConfigService } from '@nestjs/config';
import { AppConfigModule } from './config/config.module';
import { AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { QueueModule } from './queue/queue.module';
import { RedisModule } from './redis/redis.module';
import { MailModule } from './mail/mail.module';
import { SettingsModule } from './settings/settings.module';
import { RateLimitModule } from './rate-limit/rate-limit.module';
import { CacheModule } from './cache/cache.module';
import { AllExceptionsFilter } from './http/filters/all-exceptions.filter';
import { XhrHeaderGuard } from './http/guards/xhr-header.guard';
import { JwtAuthGuard } from './http/guards/jwt-auth.guard';
import { RolesGuard } from './http/guards/roles.guard';
import { NoStoreForSessionsInterceptor } from './http/no-store.interceptor';
import { accessLogOptions } from './logging/access-log';

/** Structured logs: one JSON line per request (pretty in development), secrets redacted (core/logging). */
export const loggerModule = LoggerModule.forRootAsync({
  inject: [ConfigService],
  useFactory: (config: AppConfig) => ({
    pinoHttp: accessLogOptions(
      config.get('LOG_LEVEL', { infer: true }),
      config.get('NODE_ENV', { infer: true }) === 'development',
    ),
  }),
});

/** Platform pieces shared by the API and the worker. */
@Module({
  imports: [
    AppConfigModule,
    loggerModule,
    DatabaseModule,
    RedisModule,
    QueueModule,
    MailModule,
    SettingsModule,
    RateLimitModule,
    CacheModule,
  ],
})
export class CoreModule {}

/** HTTP-only platform pieces: closed-by-default guards and the one exception filter. */
export const httpProviders = [
  { provide: APP_GUARD, useClass: XhrHeaderGuard },
  { provide: APP_GUARD, useClass: JwtAuthGuard },
  { provide: APP_GUARD, useClass: RolesGuard },
  { provide: APP_FILTER, useClass: AllExceptionsFilter },
  { provide: APP_INTERCEPTOR, useClass: NoStoreForSessionsInterceptor },
];
