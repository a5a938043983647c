import { DEFAULT_TERM_YEARS } from './loan';

/** Calculator inputs are text fields: a blank (or anything not a number) counts as 0 (spec 2 §5). */
export function num(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (value === null || value === undefined) return 0;
  const n = Number(String(value).replace(/[$,%\s]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

/** a / b as a percentage; null (shown as "—") when b is 0, because the share of nothing is undefined. */
export function pctOf(a: number, b: number): number | null {
  return b === 0 ? null : (a / b) * 100;
}

export type NumberKind = 'money' | 'percent' | 'years';

export const MAX_TERM_YEARS = 50;

/**
 * What is wrong with one calculator input, or null when it can be used. A blank is fine (it counts as 0, or as
 * the default term); anything else must be a number in range — never silently rewritten.
 */
export function inputProblem(kind: NumberKind, value: string): string | null {
  const text = value.replace(/[$,%\s]/g, '');
  if (text === '') return null;
  const n = Number(text);
  if (!Number.isFinite(n)) return 'Enter a number';
  if (kind === 'money') return n < 0 ? 'Enter an amount of $0 or more' : null;
  if (kind === 'percent') return n < 0 || n > 100 ? 'Enter a rate from 0 to 100%' : null;
  if (Number.isInteger(n) && n >= 1 && n <= MAX_TERM_YEARS) return null;
  return `Enter a whole number of years from 1 to ${MAX_TERM_YEARS}, or leave it blank for ${DEFAULT_TERM_YEARS}`;
}

/** The problems of a whole form, keyed by field name; empty when every input can be used. */
export function formProblems<K extends string>(
  fields: ReadonlyArray<{ name: K; kind: NumberKind }>,
  values: Record<K, string>,
): Partial<Record<K, string>> {
  const out: Partial<Record<K, string>> = {};
  for (const f of fields) {
    const problem = inputProblem(f.kind, values[f.name] ?? '');
    if (problem) out[f.name] = problem;
  }
  return out;
}
