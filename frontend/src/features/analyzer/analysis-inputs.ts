import { toAssumptionsInput, type AssumptionsFormValues } from './assumptions-form';

/** The form values that change the numbers (address, notes and comps do not: the ARV carries the comps' answer). */
export interface CalculationInputs {
  arv?: number | null;
  squareFeet?: number | null;
  rehabLevel?: string;
  needsPoolRenovation?: boolean;
  offerPrice?: number | null;
  assumptions?: AssumptionsFormValues;
}

const blank = (v: unknown) => (v === undefined || v === '' ? null : v);

/**
 * A fingerprint of what a result was calculated from. The shown result is out of date as soon as the form's
 * fingerprint differs from the one it was calculated with (and Save waits for Calculate Deal).
 */
export function inputsKey(v: CalculationInputs | undefined): string {
  return JSON.stringify([
    blank(v?.arv),
    blank(v?.squareFeet),
    blank(v?.rehabLevel),
    !!v?.needsPoolRenovation,
    blank(v?.offerPrice),
    toAssumptionsInput(v?.assumptions) ?? null,
  ]);
}
