/** Calculator inputs are text fields: a blank (or anything not a number) counts as 0 (spec 2 §5). */
export function num(value: string | number | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (value === null || value === undefined) return 0;
  const n = Number(String(value).replace(/[$,%\s]/g, ''));
  return Number.isFinite(n) ? n : 0;
}

/** a / b as a percentage, 0 when b is 0. */
export function pctOf(a: number, b: number): number {
  return b === 0 ? 0 : (a / b) * 100;
}
