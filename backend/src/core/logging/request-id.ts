import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming X-Request-Id may be: short, letters, digits and . _ - only (it lands in logs and job data). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * Fastify's genReqId: the caller's X-Request-Id when it is safe (a proxy or client that already names the request),
 * else a new UUID. Never a per-process counter: replicas and restarts would repeat it.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** onRequest hook: every answer carries its request's id, errors and 404s included. */
export function requestIdHeader(req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  reply.header('X-Request-Id', req.id);
  done();
}

/** The request (or the job started by one) the running code serves; set by the access log and the job wrapper. */
const requestScope = new AsyncLocalStorage<{ requestId?: string }>();

/** Runs `fn`, and everything it awaits, as part of the request `requestId` (none: outside any request). */
export function runForRequest<T>(requestId: string | undefined, fn: () => T): T {
  return requestScope.run({ requestId }, fn);
}

/**
 * The id of the request (or of the job started by a request) this code runs for. Undefined outside both
 * (schedulers, start-up).
 */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/** pino mixin: each line written inside a request or a job names its request id. */
export function requestIdMixin(): { requestId?: string } {
  const requestId = currentRequestId();
  return requestId ? { requestId } : {};
}
