import { Global, Module } from '@nestjs/common';
import { MetricsService } from './metrics.service';

/** Prometheus metrics of the process (API or worker); the families themselves are in metrics.ts. */
@Global()
@Module({ providers: [MetricsService], exports: [MetricsService] })
export class MetricsModule {}
