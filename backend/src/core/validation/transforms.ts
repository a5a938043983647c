import { Transform } from 'class-transformer';

/**
 * The one set of class-transformer helpers for request DTOs. Use them as decorators:
 * `@Trim()`, `@BlankToNull()`, `@NormalizeEmail()`, `@CleanTags()`.
 */
type Input = { value: unknown };

/** Trims a string; anything else passes through for the validators to judge. */
export const trimValue = ({ value }: Input): unknown => (typeof value === 'string' ? value.trim() : value);

/** Optional text: trimmed, and blank means "none" (null). */
export const blankToNullValue = ({ value }: Input): unknown =>
  typeof value === 'string' ? value.trim() || null : value;

/** Optional text that is simply left out when blank (undefined). */
export const blankToUndefinedValue = ({ value }: Input): unknown =>
  typeof value === 'string' ? value.trim() || undefined : value;

/** E-mail addresses are compared and stored trimmed and lower-case everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const normalizeEmailValue = ({ value }: Input): unknown =>
  typeof value === 'string' ? normalizeEmail(value) : value;

/** A list of tags: each trimmed, blanks dropped. */
export const cleanTagsValue = ({ value }: Input): unknown =>
  Array.isArray(value)
    ? value.map((t: unknown) => (typeof t === 'string' ? t.trim() : t)).filter((t: unknown) => t !== '')
    : value;

export const Trim = () => Transform(trimValue);
export const BlankToNull = () => Transform(blankToNullValue);
export const BlankToUndefined = () => Transform(blankToUndefinedValue);
export const NormalizeEmail = () => Transform(normalizeEmailValue);
export const CleanTags = () => Transform(cleanTagsValue);
