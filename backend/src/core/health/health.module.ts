import { Module } from '@nestjs/common';
import { TerminusModule } from '@nestjs/terminus';
import { HealthController } from './health.controller';
import { RedisHealthIndicator } from './redis.health';
import { MetricsController } from '../metrics/metrics.controller';

// No log per failed probe: an orchestrator asks every few seconds, and the outage itself is logged where it happens.
@Module({
  imports: [TerminusModule.forRoot({ logger: false })],
  controllers: [HealthController, MetricsController],
  providers: [RedisHealthIndicator],
  // The admin ops page checks PostgreSQL and Redis the same way.
  exports: [TerminusModule, RedisHealthIndicator],
})
export class HealthModule {}
