import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { storage, type Store } from 'nestjs-pino/storage';
import { type Logger, type LoggerOptions, stdSerializers } from 'pino';
import { requestIdMixin } from './request-id';
import { redactRequestForLog } from './secret-params';

/**
 * The app's pino options (nestjs-pino's logger and the access log): credentials redacted (cookie, authorization,
 * set-cookie, the webhook signature), secret query values masked, one JSON line each (pretty in development); a line
 * written while a request or a job started by one runs names its requestId.
 */
export function logOptions(level: string, pretty: boolean): LoggerOptions {
  return {
    level,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      'req.headers["x-thinkific-hmac-sha256"]',
    ],
    serializers: {
      req: (req: IncomingMessage) => redactRequestForLog(stdSerializers.req(req)),
      res: stdSerializers.res,
      err: stdSerializers.err,
    },
    mixin: requestIdMixin,
    transport: pretty ? { target: 'pino-pretty', options: { singleLine: true, colorize: true } } : undefined,
  };
}

/**
 * The request's logger for Nest's Logger calls made while answering it (nestjs-pino reads it from its async
 * storage): bound to the request, but only when something is logged — binding serializes the request, which cost
 * more than the rest of a small API call (docs/operations.md, Measurements).
 */
class RequestLog implements Store {
  private bound?: Logger;
  responseLogger?: Logger;

  constructor(
    private readonly root: Logger,
    private readonly req: FastifyRequest,
  ) {}

  get requestId(): string {
    return this.req.id;
  }

  get logger(): Logger {
    return (this.bound ??= this.root.child({ req: this.req }));
  }

  set logger(logger: Logger) {
    this.bound = logger;
  }
}

/**
 * The access log: one line per answered request ('request completed', 'request errored' for a 5xx, 'request
 * aborted' when the client left first) with the request (Fastify's: its id, URL, parsed query), the response and
 * its time in ms; health checks are left out. Nothing is serialized unless the line is written (LOG_LEVEL info or
 * lower). A Fastify onRequest hook: the rest of the request runs inside the logger's async storage.
 */
export function accessLog(
  logger: Logger,
): (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  // The level is fixed for the process: below info no request waits for its answer to be logged.
  const writes = logger.isLevelEnabled('info');
  return (req, reply, done) => {
    if (writes && req.url !== '/api/health') {
      const started = Date.now();
      reply.raw.once('close', () => logAnswer(logger, req, reply.raw, started));
    }
    storage.run(new RequestLog(logger, req), done);
  };
}

function logAnswer(logger: Logger, req: FastifyRequest, res: ServerResponse, started: number) {
  const responseTime = Date.now() - started;
  const requestId = req.id;
  if (res.statusCode >= 500) {
    const err = new Error(`failed with status code ${res.statusCode}`);
    logger.info({ req, res, err, responseTime, requestId }, 'request errored');
    return;
  }
  const completed = !req.raw.readableAborted && res.writableEnded;
  logger.info({ req, res, responseTime, requestId }, completed ? 'request completed' : 'request aborted');
}
