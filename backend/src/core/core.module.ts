import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { AuditModule } from './audit/audit.module';
import { AppConfigModule } from './config/config.module';
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
import { loggerModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';
import { OpsModule } from './ops/ops.module';

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
    AuditModule,
    MetricsModule,
    OpsModule,
  ],
})
export class CoreModule {}

/** HTTP-only platform pieces: closed-by-default guards and the one exception filter (admin routes' audit: @Roles). */
export const httpProviders = [
  { provide: APP_GUARD, useClass: XhrHeaderGuard },
  { provide: APP_GUARD, useClass: JwtAuthGuard },
  { provide: APP_GUARD, useClass: RolesGuard },
  { provide: APP_FILTER, useClass: AllExceptionsFilter },
];
