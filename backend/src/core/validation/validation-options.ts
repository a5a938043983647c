import { ValidationPipeOptions } from '@nestjs/common';

/** How every request body, query and parameter is validated (the global pipe, the request-example test, fast paths). */
export const VALIDATION_OPTIONS: ValidationPipeOptions = {
  whitelist: true,
  forbidNonWhitelisted: true,
  transform: true,
  forbidUnknownValues: true,
  stopAtFirstError: true,
};
