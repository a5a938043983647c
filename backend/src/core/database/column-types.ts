import { ValueTransformer } from 'typeorm';

/** PostgreSQL returns numeric and bigint as strings; money and counts are used as numbers in the app. */
export const numericTransformer: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null || value === undefined ? null : Number(value)),
};

/** Money: up to 999,999,999,999.99 exactly. */
export const money = { type: 'numeric' as const, precision: 14, scale: 2, transformer: numericTransformer };
export const moneyNullable = { ...money, nullable: true };
/** Percent on a 0-100 scale with 2 decimals. */
export const percent = { type: 'numeric' as const, precision: 6, scale: 2, transformer: numericTransformer };
