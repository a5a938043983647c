import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../config/app-config';
import { redisConnectionOptions } from '../redis/redis-options';
import { queueTelemetry } from '../tracing/tracing';
import { TracingFlush } from '../tracing/tracing-flush';
import { ALL_QUEUES, DEFAULT_JOB_OPTIONS } from './queues';

const queues = BullModule.registerQueue(
  ...ALL_QUEUES.map((name) => ({ name, defaultJobOptions: DEFAULT_JOB_OPTIONS })),
);

/** Registers the connection and every queue (and flushes traces on a stop); both the API and the worker import it. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: AppConfig) => ({
        connection: redisConnectionOptions(config.get('REDIS_URL', { infer: true })),
        prefix: `${config.get('REDIS_PREFIX', { infer: true })}:bull`,
        // Traces cross the queue (BullMQ's telemetry) when tracing is on; nothing is added when it is off.
        ...queueTelemetry(),
      }),
    }),
    queues,
  ],
  providers: [TracingFlush],
  exports: [queues],
})
export class QueueModule {}
