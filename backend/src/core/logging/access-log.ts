import type { IncomingMessage } from 'http';
import type { Options } from 'pino-http';
import { redactRequestForLog } from './secret-params';

/**
 * The access log (pino-http through nestjs-pino): one JSON line per request (pretty in development), with the
 * cookie, authorization and webhook-signature headers redacted and secret query values masked.
 */
export function accessLogOptions(level: string, pretty: boolean): Options {
  return {
    level,
    redact: [
      'req.headers.cookie',
      'req.headers.authorization',
      'res.headers["set-cookie"]',
      'req.headers["x-thinkific-hmac-sha256"]',
    ],
    // Secret query values (reset and set-password tokens, signatures of e-mailed links, OAuth codes) are masked.
    serializers: { req: redactRequestForLog },
    autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
    transport: pretty ? { target: 'pino-pretty', options: { singleLine: true, colorize: true } } : undefined,
  };
}
