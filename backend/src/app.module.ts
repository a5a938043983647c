import { Module } from '@nestjs/common';
import { CoreModule, httpProviders } from './core/core.module';
import { HealthModule } from './core/health/health.module';
import { FEATURE_MODULES } from './modules';

/** The HTTP API. It enqueues jobs but runs no processors (see worker.module.ts). */
@Module({
  imports: [CoreModule, HealthModule, ...FEATURE_MODULES],
  providers: [...httpProviders],
})
export class AppModule {}
