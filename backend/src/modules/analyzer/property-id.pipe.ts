import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';
import { ANALYZER_MESSAGES } from './analyzer.constants';

/** A property id that is not even a uuid cannot exist: 404 like any other unknown id. */
export const propertyIdPipe = () =>
  new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(ANALYZER_MESSAGES.propertyNotFound) });
