import { Injectable, NotFoundException, PipeTransform } from '@nestjs/common';

/** Any UUID as PostgreSQL's uuid type writes it (8-4-4-4-12 hex digits, any version). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The one UUID check: route params (`idParam`) and ids read from elsewhere (tracking links) use it. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}

@Injectable()
class IdParamPipe implements PipeTransform<unknown, string> {
  constructor(private readonly notFoundMessage: string) {}

  transform(value: unknown): string {
    if (!isUuid(value)) throw new NotFoundException(this.notFoundMessage);
    return value;
  }
}

/**
 * An id that is not even a UUID cannot exist: the route answers 404 with the same message as for any other
 * unknown id. Use as `@Param('id', idParam(MESSAGES.notFound)) id: string`.
 */
export function idParam(notFoundMessage = 'Not found'): PipeTransform<unknown, string> {
  return new IdParamPipe(notFoundMessage);
}
