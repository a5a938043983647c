import type { Schemas } from '../../api/types';
import type { RehabLevel } from './analyzer.api';

export type Assumptions = Schemas['FixFlipAssumptionsDto'];
export type AssumptionsInput = Schemas['FixFlipAssumptionsInputDto'];

/**
 * The Assumptions panel's fields as the student types them: rates in percent (9 for 9%), money in dollars. The API
 * takes rates as fractions; these two functions are the only place that converts.
 */
export interface AssumptionsFormValues {
  annualInterestRate?: number | null;
  points?: number | null;
  loanToCost?: number | null;
  loanTermMonths?: number | null;
  /** Blank: the rehab level's holding days. */
  holdingDaysOverride?: number | null;
  annualTaxRate?: number | null;
  insurancePerMonth?: number | null;
  utilitiesPerMonth?: number | null;
  agentCommissionRate?: number | null;
  closingCostRate?: number | null;
  profitRate?: number | null;
  rehabMode?: 'per_sqft' | 'budget';
  rehabCostPerSqft?: Partial<Record<RehabLevel, number | null>>;
  rehabBudget?: number | null;
}

const PERCENT_FIELDS = [
  'annualInterestRate',
  'points',
  'loanToCost',
  'annualTaxRate',
  'agentCommissionRate',
  'closingCostRate',
  'profitRate',
] as const;
const PLAIN_FIELDS = ['loanTermMonths', 'insurancePerMonth', 'utilitiesPerMonth'] as const;

const given = (v: number | null | undefined): v is number => typeof v === 'number' && Number.isFinite(v);
/** 9 → 0.09, without float noise (0.07 * 100 = 7.000000000000001). */
const fraction = (percent: number) => Number((percent / 100).toFixed(8));
const percent = (fraction: number) => Number((fraction * 100).toFixed(6));

/**
 * The form's terms → the API's; blank fields are left out (the server uses the spec's value for them: no own holding
 * days, no own budget). Undefined when nothing is set, so an untouched panel is the same as no panel.
 */
export function toAssumptionsInput(v: AssumptionsFormValues | undefined): AssumptionsInput | undefined {
  if (!v) return undefined;
  const out: AssumptionsInput = {};
  for (const key of PERCENT_FIELDS) {
    const value = v[key];
    if (given(value)) out[key] = fraction(value);
  }
  for (const key of PLAIN_FIELDS) {
    const value = v[key];
    if (given(value)) out[key] = value;
  }
  if (given(v.holdingDaysOverride)) out.holdingDaysOverride = v.holdingDaysOverride;
  if (v.rehabMode === 'budget' && given(v.rehabBudget)) {
    out.rehabBudget = v.rehabBudget;
  } else {
    const perSqft = Object.entries(v.rehabCostPerSqft ?? {}).filter(([, n]) => given(n));
    if (perSqft.length) out.rehabCostPerSqft = Object.fromEntries(perSqft);
  }
  return Object.keys(out).length ? out : undefined;
}

/** The API's terms → the form's (a saved analysis reopened, or the student's defaults). */
export function toAssumptionsForm(a: Assumptions): AssumptionsFormValues {
  return {
    annualInterestRate: percent(a.annualInterestRate),
    points: percent(a.points),
    loanToCost: percent(a.loanToCost),
    loanTermMonths: a.loanTermMonths,
    holdingDaysOverride: a.holdingDaysOverride,
    annualTaxRate: percent(a.annualTaxRate),
    insurancePerMonth: a.insurancePerMonth,
    utilitiesPerMonth: a.utilitiesPerMonth,
    agentCommissionRate: percent(a.agentCommissionRate),
    closingCostRate: percent(a.closingCostRate),
    profitRate: percent(a.profitRate),
    rehabMode: a.rehabBudget === null ? 'per_sqft' : 'budget',
    rehabCostPerSqft: { ...a.rehabCostPerSqft },
    rehabBudget: a.rehabBudget,
  };
}
