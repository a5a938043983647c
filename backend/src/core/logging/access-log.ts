import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { type Logger, type LoggerOptions, stdSerializers } from 'pino';
import { requestIdMixin, runForRequest } from './request-id';
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
      // The answer's headers as Fastify holds them: Node keeps none it can be asked for when all come in writeHead.
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode, headers: reply.getHeaders() }),
      err: stdSerializers.err,
    },
    mixin: requestIdMixin,
    transport: pretty ? { target: 'pino-pretty', options: { singleLine: true, colorize: true } } : undefined,
  };
}

/**
 * The access log: one line per answered request ('request completed', 'request errored' for a 5xx, 'request
 * aborted' when the client left first) with the request (Fastify's: its id, URL, parsed query), the response and
 * its time in ms; health checks are left out. Nothing is serialized unless the line is written (LOG_LEVEL info or
 * lower). A Fastify onRequest hook: the rest of the request runs in its scope, so every line logged while answering
 * it names its requestId (the full request is on the access line only).
 */
export function accessLog(
  logger: Logger,
): (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void {
  // The level is fixed for the process: below info no request waits for its answer to be logged.
  const writes = logger.isLevelEnabled('info');
  return (req, reply, done) => {
    if (writes && req.url !== '/api/health') {
      const started = Date.now();
      reply.raw.once('close', () => logAnswer(logger, req, reply, started));
    }
    runForRequest(req.id, done);
  };
}

function logAnswer(logger: Logger, req: FastifyRequest, res: FastifyReply, started: number) {
  const responseTime = Date.now() - started;
  const requestId = req.id;
  if (res.statusCode >= 500) {
    const err = new Error(`failed with status code ${res.statusCode}`);
    logger.info({ req, res, err, responseTime, requestId }, 'request errored');
    return;
  }
  const completed = !req.raw.readableAborted && res.raw.writableEnded;
  logger.info({ req, res, responseTime, requestId }, completed ? 'request completed' : 'request aborted');
}
