import { Transform } from 'class-transformer';

/**
 * Numbers may arrive as JSON numbers or numeric text (the spec's client keeps form values as text).
 * A blank or null value counts as "not given"; anything else that is not a number stays as is,
 * so @IsNumber reports it.
 */
export const ToNumber = () =>
  Transform(({ value }: { value: unknown }) => {
    if (value === null || value === undefined) return undefined;
    if (typeof value === 'string') {
      const text = value.trim().replace(/[$,]/g, '');
      if (text === '') return undefined;
      const n = Number(text);
      return Number.isFinite(n) && !inExponentNotation(n) ? n : value;
    }
    // 1e-320 and the like: class-validator's maxDecimalPlaces check throws on them (a 500), so report them as not a number.
    return typeof value === 'number' && inExponentNotation(value) ? String(value) : value;
  });

/** Numbers JavaScript prints with an exponent (below 1e-6 or from 1e21): never a sensible amount here. */
const inExponentNotation = (n: number) => n !== 0 && /e/i.test(String(n));

/** Trims text; blank text counts as "not given". */
export const ToTrimmed = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value ?? undefined;
    const text = value.trim();
    return text === '' ? undefined : text;
  });
