import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { QueryFailedError } from 'typeorm';
import { TooManyRequestsException } from '../../rate-limit/too-many-requests.exception';

export interface ErrorBody {
  statusCode: number;
  message: string;
  /** On a 5xx: the request's id, which support finds in the logs. */
  requestId?: string;
}

/** PostgreSQL error codes that are the caller's fault, with the answer they get. */
const PG_CLIENT_ERRORS: Record<string, [number, string]> = {
  '22P02': [400, 'Invalid value'],
  '22003': [400, 'Number out of range'],
  '22001': [400, 'Value too long'],
  '22021': [400, 'Invalid characters in input'],
  '22P05': [400, 'Invalid characters in input'],
  '54000': [400, 'Value too large'],
  '22007': [400, 'Invalid date'],
  '22008': [400, 'Date out of range'],
  '23502': [400, 'A required value is missing'],
  '23503': [409, 'A related record does not exist or is still in use'],
  '23505': [409, 'This record already exists'],
  '23514': [400, 'Invalid value'],
};

const UNAVAILABLE =
  /ECONNREFUSED|ETIMEDOUT|Connection terminated|connect ECONN|timeout exceeded when trying to connect|the database system is (starting|shutting) down|terminating connection|Connection is closed|ENOTFOUND|EAI_AGAIN/i;

/** Turns any error into {statusCode, message}: no stack traces or SQL ever reach the caller. */
export function toErrorBody(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const res = exception.getResponse();
    let message: unknown = typeof res === 'string' ? res : (res as { message?: unknown }).message;
    if (Array.isArray(message)) message = message.join('; ');
    return { statusCode: status, message: typeof message === 'string' && message ? message : exception.message };
  }
  // Only malformed input makes encode/decodeURIComponent throw (e.g. a lone UTF-16 surrogate reaching validator's isEmail).
  if (exception instanceof URIError) return { statusCode: 400, message: 'Invalid characters in input' };
  if (exception instanceof QueryFailedError) {
    const code = (exception as QueryFailedError & { driverError?: { code?: string } }).driverError?.code ?? '';
    const known = PG_CLIENT_ERRORS[code];
    if (known) return { statusCode: known[0], message: known[1] };
    if (code.startsWith('08') || code === '57P01' || code === '57P03') return unavailable();
  }
  const err = exception as { status?: number; statusCode?: number; message?: string };
  const httpLike = err?.status ?? err?.statusCode;
  if (typeof httpLike === 'number' && httpLike >= 400 && httpLike < 500) {
    return { statusCode: httpLike, message: httpLike === 413 ? 'Request body too large' : 'Bad request' };
  }
  if (err?.message && UNAVAILABLE.test(err.message)) return unavailable();
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}

function unavailable(): ErrorBody {
  return { statusCode: 503, message: 'Service temporarily unavailable. Please try again shortly.' };
}

@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost) {
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const body = toErrorBody(exception);
    if (body.statusCode >= 500) body.requestId = host.switchToHttp().getRequest<FastifyRequest>().id;
    if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    if (reply.sent || reply.raw.headersSent) {
      if (!reply.raw.writableEnded) reply.raw.end();
      return;
    }
    if (exception instanceof TooManyRequestsException)
      void reply.header('Retry-After', String(exception.retryAfterSeconds));
    void reply.code(body.statusCode).header('Content-Type', 'application/json; charset=utf-8').send(body);
  }
}
