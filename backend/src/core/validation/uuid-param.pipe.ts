import { NotFoundException, ParseUUIDPipe } from '@nestjs/common';

/**
 * An id that is not even a UUID cannot exist: the route answers 404 with the same message as for any other
 * unknown id. Use as `@Param('id', idParam(MESSAGES.notFound)) id: string`.
 */
export function idParam(notFoundMessage = 'Not found'): ParseUUIDPipe {
  return new ParseUUIDPipe({ exceptionFactory: () => new NotFoundException(notFoundMessage) });
}
