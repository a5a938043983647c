import { ArgumentMetadata, Injectable, PipeTransform, ValidationPipe } from '@nestjs/common';
import { isIn, isObject, isUUID } from 'class-validator';
import { VALIDATION_OPTIONS } from '../../core/validation/validation-options';
import { VisitorActionDto } from './dto/visitor-action.dto';
import { VISITOR_ACTIONS } from './entities/visitor-action.entity';

const FIELDS = new Set(['visitorId', 'action', 'actionData']);
/** The keys the global pipe deletes from every object it is given (prototype pollution), at any depth. */
const STRIPPED = new Set(['__proto__', 'prototype', 'constructor']);

function hasStrippedKey(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  for (const key of Object.keys(value)) {
    if (STRIPPED.has(key) || hasStrippedKey((value as Record<string, unknown>)[key])) return true;
  }
  return false;
}

/**
 * Whether the global ValidationPipe would pass `body` as VisitorActionDto unchanged: a JSON object with no other
 * field, each checked by the decorator's own function (isUUID 'all', isIn, IsOptional + isObject), and no key that
 * pipe would strip.
 */
export function isPlainVisitorAction(body: unknown): body is VisitorActionDto {
  if (body === null || typeof body !== 'object' || Object.getPrototypeOf(body) !== Object.prototype) return false;
  const { visitorId, action, actionData } = body as Record<string, unknown>;
  for (const key of Object.keys(body)) if (!FIELDS.has(key)) return false;
  return (
    isUUID(visitorId, 'all') &&
    isIn(action, VISITOR_ACTIONS) &&
    (actionData === undefined || actionData === null || (isObject(actionData) && !hasStrippedKey(actionData)))
  );
}

/**
 * The body of POST /api/visitors/actions, the busiest public route. A well-formed action is taken as it came: the
 * rules of VisitorActionDto are checked directly instead of through class-transformer and class-validator's
 * metadata walk (a sixth of the route's time). Anything else goes through the global ValidationPipe, so every
 * refusal is that pipe's own answer (visitor-action.pipe.spec.ts compares the two on valid and invalid bodies).
 * The parameter must not be typed with the DTO class, or the global pipe would run first anyway.
 */
@Injectable()
export class VisitorActionPipe implements PipeTransform<unknown, Promise<VisitorActionDto>> {
  private readonly full = new ValidationPipe({ ...VALIDATION_OPTIONS, expectedType: VisitorActionDto });

  async transform(value: unknown, metadata: ArgumentMetadata): Promise<VisitorActionDto> {
    if (isPlainVisitorAction(value)) return value;
    return (await this.full.transform(value, metadata)) as VisitorActionDto;
  }
}
