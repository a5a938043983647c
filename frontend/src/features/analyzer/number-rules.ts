import type { Rule } from 'antd/es/form';

/**
 * Field rules for number inputs that tell instead of rewriting: the inputs carry no min/precision (antd would
 * silently clamp -5 to 1 or round 1500.5), so a value out of range gets its message at the field.
 */
const check =
  (ok: (n: number) => boolean, message: string): Rule =>
  () => ({
    validator: (_: unknown, value: unknown) =>
      value === null || value === undefined || value === '' || (typeof value === 'number' && ok(value))
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  });

export const wholeNumberFrom = (min: number, message: string) => check((n) => Number.isInteger(n) && n >= min, message);

export const amountFrom = (min: number, message: string) => check((n) => n >= min, message);

export const stepsOf = (step: number, min: number, message: string) =>
  check((n) => n >= min && Math.abs(n / step - Math.round(n / step)) < 1e-9, message);
