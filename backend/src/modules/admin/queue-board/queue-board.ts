import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import { getQueueToken } from '@nestjs/bullmq';
import { Injectable, OnModuleDestroy } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Queue } from 'bullmq';
import Fastify, { type FastifyInstance } from 'fastify';
import { ALL_QUEUES } from '../../../core/queue/queues';

/**
 * Bull Board over every BullMQ queue (job data holds ids only: nothing secret to show), as a small Fastify app of
 * its own that the guarded controller hands each request to (inject: the API has already read the body).
 */
@Injectable()
export class QueueBoard implements OnModuleDestroy {
  private app?: Promise<FastifyInstance>;

  constructor(private readonly moduleRef: ModuleRef) {}

  /** Built on first use: the queues are only resolvable once every module has started. */
  board(basePath: string): Promise<FastifyInstance> {
    return (this.app ??= this.build(basePath));
  }

  async onModuleDestroy(): Promise<void> {
    await (await this.app)?.close();
  }

  private async build(basePath: string): Promise<FastifyInstance> {
    const adapter = new FastifyAdapter();
    adapter.setBasePath(basePath);
    createBullBoard({
      queues: ALL_QUEUES.map(
        (name) => new BullMQAdapter(this.moduleRef.get<Queue>(getQueueToken(name), { strict: false })),
      ),
      // @bull-board/fastify nests its own copy of @bull-board/api: same shape, distinct private members.
      serverAdapter: adapter as unknown as Parameters<typeof createBullBoard>[0]['serverAdapter'],
      options: { uiConfig: { boardTitle: 'Job queues' } },
    });
    const app = Fastify({ routerOptions: { caseSensitive: false, ignoreTrailingSlash: true } });
    await app.register(adapter.registerPlugin(), { prefix: basePath });
    await app.ready();
    return app;
  }
}
