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
}

/** Error statuses of the contract; 400/401/403/404/413/415/429/503 are also derived from a route's guards and input. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503;

/**
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
