import { describe, expect, it } from 'vitest';
import { SPEC_ASSUMPTIONS } from '../../test/fixtures';
import { inputsKey } from './analysis-inputs';
import { toAssumptionsForm, toAssumptionsInput } from './assumptions-form';

const base = { arv: 300000, squareFeet: 1500, rehabLevel: 'medium', needsPoolRenovation: false };

describe('what makes a result out of date', () => {
  it('changes with every number the calculation uses', () => {
    const key = inputsKey(base);
    expect(inputsKey({ ...base, arv: 310000 })).not.toBe(key);
    expect(inputsKey({ ...base, squareFeet: 1600 })).not.toBe(key);
    expect(inputsKey({ ...base, rehabLevel: 'heavy' })).not.toBe(key);
    expect(inputsKey({ ...base, needsPoolRenovation: true })).not.toBe(key);
    expect(inputsKey({ ...base, offerPrice: 180000 })).not.toBe(key);
    expect(inputsKey({ ...base, assumptions: { annualInterestRate: 11 } })).not.toBe(key);
    expect(inputsKey({ ...base, assumptions: { rehabMode: 'budget', rehabBudget: 50000 } })).not.toBe(key);
  });

  it('does not change for what the calculation does not use, or for an untouched Assumptions panel', () => {
    const key = inputsKey(base);
    expect(inputsKey({ ...base, address: '1 Main St', notes: 'x' } as typeof base)).toBe(key);
    expect(inputsKey({ ...base, offerPrice: undefined })).toBe(key);
    expect(inputsKey({ ...base, assumptions: {} })).toBe(key);
    expect(inputsKey({ ...base, assumptions: { rehabMode: 'per_sqft', holdingDaysOverride: null } })).toBe(key);
  });
});

describe('assumptions: percent on screen, fractions in the API', () => {
  it('converts both ways without float noise', () => {
    const input = toAssumptionsInput({ annualInterestRate: 7, points: 2, loanToCost: 90, insurancePerMonth: 150 });
    expect(input).toEqual({ annualInterestRate: 0.07, points: 0.02, loanToCost: 0.9, insurancePerMonth: 150 });
    expect(toAssumptionsInput({ rehabMode: 'budget', rehabBudget: 42000 })).toEqual({ rehabBudget: 42000 });
    expect(toAssumptionsInput({ rehabCostPerSqft: { medium: 50, heavy: null } })).toEqual({
      rehabCostPerSqft: { medium: 50 },
    });
    const form = toAssumptionsForm({
      ...SPEC_ASSUMPTIONS,
      holdingDaysByLevel: { very_light: 75, light: 105, medium: 132, heavy: 165, very_heavy: 195 },
    });
    expect(form).toMatchObject({
      annualInterestRate: 9,
      points: 1,
      loanToCost: 100,
      annualTaxRate: 1.5,
      profitRate: 10,
    });
    expect(form.rehabMode).toBe('per_sqft');
  });
});
