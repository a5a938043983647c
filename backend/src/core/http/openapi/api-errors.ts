import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional, ApiResponse } from '@nestjs/swagger';

/** The body of every refusal (the exception filter's {statusCode, message}), as the contract names it. */
export class ErrorDto {
  @ApiProperty({ type: 'integer', example: 400 })
  statusCode: number;

  @ApiProperty({ type: String, example: 'Please enter a valid email address' })
  message: string;

  @ApiPropertyOptional({ type: String, example: 'Bad Request' })
  error?: string;

  @ApiPropertyOptional({
    type: String,
    description: 'On a 5xx answer: the id of the request (also its X-Request-Id header), for support to find the log',
    example: '0b6f3c1e-6a3e-4f0e-9d0f-3f1c2b9a7e44',
  })
  requestId?: string;
}

/** Error statuses of the contract; 400/401/403/404/413/415/429/503 are also derived from a route's guards and input. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/** The error answers most routes share, as the contract describes them. */
export const ERROR_TEXT = {
  '400': 'Invalid input: the message says what to fix',
  '401': 'Not signed in, or the session has ended',
  '403': 'Signed in without the role this route needs, or the X-Requested-With header is missing',
  '404': 'No such record',
  '413': 'The JSON body is larger than 1 MB',
  '415': "The body's charset or Content-Encoding is not supported (send UTF-8 JSON)",
  '429': 'Too many requests: wait for Retry-After seconds',
  '503': 'The database or Redis is unavailable: try again shortly',
  provider503:
    'The outside provider is not configured or not reachable, or the database or Redis is unavailable: try again shortly',
} as const;

/**
 * The one way to document a handler's own error answers. The contract (contract.ts) adds only those that follow
 * from the route's guards and inputs (400, 401, 403, 404, 413, 415, 503); whatever the handler itself decides is
 * declared here, at the handler.
 *
 * Error answers of one handler, each with the shared ErrorDto body and a description saying when it happens:
 * `@ApiErrors({ 409: 'The username is taken' })`. A declared answer replaces the derived one
 * of the same status.
 */
export const ApiErrors = (errors: Partial<Record<ErrorStatus, string>>) =>
  applyDecorators(
    ...Object.entries(errors).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, type: ErrorDto }),
    ),
  );

/** A route with a request limit (the rate-limit service): it may answer 429. */
export const ApiRateLimited = () => ApiErrors({ 429: ERROR_TEXT['429'] });

/** A route that calls an outside provider: its 503 also covers a provider not configured or not reachable. */
export const ApiProviderErrors = () => ApiErrors({ 503: ERROR_TEXT.provider503 });
