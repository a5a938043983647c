import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bullmq';
import { MiddlewareConsumer, Module, NestModule } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Queue } from 'bullmq';
import { ALL_QUEUES } from '../../../core/queue/queues';
import { queueBoardAuth } from './queue-board-auth.middleware';

/** Where the board lives, under the global /api prefix. */
export const QUEUE_BOARD_ROUTE = 'queues';

/**
 * Bull Board over every BullMQ queue, admin-only, at /api/queues. Middleware is only applied by
 * HTTP applications, so the worker (which imports the same modules) never mounts it.
 */
@Module({})
export class QueueBoardModule implements NestModule {
  constructor(private readonly moduleRef: ModuleRef) {}

  configure(consumer: MiddlewareConsumer): void {
    const adapter = new ExpressAdapter();
    adapter.setBasePath(`/api/${QUEUE_BOARD_ROUTE}`);
    createBullBoard({
      queues: ALL_QUEUES.map(
        (name) => new BullMQAdapter(this.moduleRef.get<Queue>(getQueueToken(name), { strict: false })),
      ),
      // @bull-board/express 9.10.1 nests its own copy of @bull-board/api: same shape, distinct private members.
      serverAdapter: adapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
      options: { uiConfig: { boardTitle: 'Job queues' } },
    });
    consumer.apply(queueBoardAuth, adapter.getRouter()).forRoutes(QUEUE_BOARD_ROUTE);
  }
}
