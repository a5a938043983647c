import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { httpRequestDuration } from './metrics';

/** onResponse hook (METRICS_ENABLED only): each answer by route template, method and status, with its duration. */
export function observeHttp(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  httpRequestDuration.observe(
    { route: req.routeOptions.url ?? 'unmatched', method: req.method, status: reply.statusCode },
    reply.elapsedTime / 1000,
  );
  done();
}
