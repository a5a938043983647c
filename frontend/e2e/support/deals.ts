/**
 * The spec's terms (GET /api/fix-flip/rules → defaultAssumptions), as a deal inserted straight into the database must
 * carry them since issue 28 (fix_flip_properties.assumptions is required).
 */
export const SPEC_ASSUMPTIONS = JSON.stringify({
  annualInterestRate: 0.09,
  points: 0.01,
  loanToCost: 1,
  loanTermMonths: 12,
  holdingDaysByLevel: { very_light: 97, light: 104, medium: 132, heavy: 180, very_heavy: 270 },
  holdingDaysOverride: null,
  annualTaxRate: 0.015,
  insurancePerMonth: 0,
  utilitiesPerMonth: 0,
  agentCommissionRate: 0.025,
  closingCostRate: 0.01,
  profitRate: 0.1,
  rehabCostPerSqft: { very_light: 17.5, light: 30, medium: 45, heavy: 62.5, very_heavy: 87.5 },
  rehabBudget: null,
});
