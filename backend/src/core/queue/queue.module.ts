import { BullModule } from '@nestjs/bullmq';
import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../config/app-config';
import { redisConnectionOptions } from '../redis/redis-options';
import { ALL_QUEUES, DEFAULT_JOB_OPTIONS } from './queues';

const queues = BullModule.registerQueue(
  ...ALL_QUEUES.map((name) => ({ name, defaultJobOptions: DEFAULT_JOB_OPTIONS })),
);

/** Registers the connection and every queue; both the API and the worker import it. */
@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [ConfigService],
      useFactory: (config: AppConfig) => ({
        connection: redisConnectionOptions(config.get('REDIS_URL', { infer: true })),
        prefix: `${config.get('REDIS_PREFIX', { infer: true })}:bull`,
      }),
    }),
    queues,
  ],
  exports: [queues],
})
export class QueueModule {}
