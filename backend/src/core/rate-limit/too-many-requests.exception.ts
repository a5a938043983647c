import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the seconds until the refused counter frees up; the exception filter sends them as Retry-After. */
export class TooManyRequestsException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
