import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { Router } from 'express';
import { ALL_QUEUES } from '../../../core/queue/queues';

/** Bull Board over every BullMQ queue (job data holds ids only: nothing secret to show). */
@Injectable()
export class QueueBoard {
  constructor(private readonly moduleRef: ModuleRef) {}

  router(basePath: string): Router {
    const adapter = new ExpressAdapter();
    adapter.setBasePath(basePath);
    createBullBoard({
      queues: ALL_QUEUES.map(
        (name) => new BullMQAdapter(this.moduleRef.get<Queue>(getQueueToken(name), { strict: false })),
      ),
      // @bull-board/express 9.10.1 nests its own copy of @bull-board/api: same shape, distinct private members.
      serverAdapter: adapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
      options: { uiConfig: { boardTitle: 'Job queues' } },
    });
    return adapter.getRouter() as Router;
  }
}
