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
      return Number.isFinite(n) ? n : value;
    }
    return value;
  });

/** Trims text; blank text counts as "not given". */
export const ToTrimmed = () =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value ?? undefined;
    const text = value.trim();
    return text === '' ? undefined : text;
  });
