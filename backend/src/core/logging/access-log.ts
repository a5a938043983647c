import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { storage, type Store } from 'nestjs-pino/storage';
import { type Logger, type LoggerOptions, stdSerializers } from 'pino';
import { redactRequestForLog } from './secret-params';

/**
 * The app's pino options (nestjs-pino's logger and the access log): credentials redacted (cookie, authorization,
 * set-cookie, the webhook signature), secret query values masked, one JSON line each (pretty in development).
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
      req: (req: Request) => redactRequestForLog(stdSerializers.req(req)),
      res: stdSerializers.res,
      err: stdSerializers.err,
    },
    transport: pretty ? { target: 'pino-pretty', options: { singleLine: true, colorize: true } } : undefined,
  };
}

/**
 * The request's logger for Nest's Logger calls made while answering it (nestjs-pino reads it from its async
 * storage): bound to the request, but only when something is logged — binding serializes the request, which cost
 * more than the rest of a small API call (issue 17).
 */
class RequestLog implements Store {
  private bound?: Logger;
  responseLogger?: Logger;

  constructor(
    private readonly root: Logger,
    private readonly req: Request,
  ) {}

  get logger(): Logger {
    return (this.bound ??= this.root.child({ req: this.req }));
  }

  set logger(logger: Logger) {
    this.bound = logger;
  }
}

let lastRequestId = 0;

/**
 * The access log: one line per answered request ('request completed', 'request errored' for a 5xx, 'request
 * aborted' when the client left first) with the request, the response and its time in ms; health checks are left
 * out. Nothing is serialized unless the line is written (LOG_LEVEL info or lower).
 */
export function accessLog(logger: Logger): RequestHandler {
  // The level is fixed for the process: below info no request waits for its answer to be logged.
  const writes = logger.isLevelEnabled('info');
  return (req: Request, res: Response, next: NextFunction) => {
    const withId = req as Request & { id?: unknown };
    withId.id ??= lastRequestId = (lastRequestId + 1) & 0x7fffffff;
    if (writes && req.url !== '/api/health') {
      const started = Date.now();
      res.once('close', () => logAnswer(logger, req, res, started));
    }
    storage.run(new RequestLog(logger, req), next);
  };
}

function logAnswer(logger: Logger, req: Request, res: Response, started: number) {
  const responseTime = Date.now() - started;
  if (res.statusCode >= 500) {
    const err = new Error(`failed with status code ${res.statusCode}`);
    logger.info({ req, res, err, responseTime }, 'request errored');
    return;
  }
  const completed = !req.readableAborted && res.writableEnded;
  logger.info({ req, res, responseTime }, completed ? 'request completed' : 'request aborted');
}
