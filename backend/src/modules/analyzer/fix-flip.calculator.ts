import {
  DEFAULT_ASSUMPTIONS,
  FIX_FLIP,
  SCENARIO_SWINGS,
  SENSITIVITY_STEPS,
  SEVENTY_PERCENT_RULE_RATE,
} from './analyzer.constants';
import { REHAB_LEVELS, type RehabLevel } from './entities/fix-flip-property.entity';

/** The investor's terms. Rates are fractions (0.09 = 9%); money in USD. */
export interface FixFlipAssumptions {
  annualInterestRate: number;
  points: number;
  /** Share of the purchase price the lender funds; the rest is the down payment, in cash. */
  loanToCost: number;
  loanTermMonths: number;
  holdingDaysByLevel: Record<RehabLevel, number>;
  /** Holding days of my own, whatever the rehab level. */
  holdingDaysOverride: number | null;
  annualTaxRate: number;
  insurancePerMonth: number;
  utilitiesPerMonth: number;
  agentCommissionRate: number;
  closingCostRate: number;
  profitRate: number;
  rehabCostPerSqft: Record<RehabLevel, number>;
  /** A total rehab budget of my own, instead of square feet × the level's rate. */
  rehabBudget: number | null;
}

/** What a caller may send: any part; the rest is the spec default. */
export type FixFlipAssumptionsInput = Partial<
  Omit<FixFlipAssumptions, 'holdingDaysByLevel' | 'rehabCostPerSqft'> & {
    holdingDaysByLevel: Partial<Record<RehabLevel, number>>;
    rehabCostPerSqft: Partial<Record<RehabLevel, number>>;
  }
>;

export function resolveAssumptions(input?: FixFlipAssumptionsInput | null): FixFlipAssumptions {
  const d = DEFAULT_ASSUMPTIONS;
  const pick = <T>(v: T | undefined | null, fallback: T): T => (v === undefined || v === null ? fallback : v);
  const perLevel = (given: Partial<Record<RehabLevel, number>> | undefined, base: Record<RehabLevel, number>) =>
    Object.fromEntries(REHAB_LEVELS.map((l) => [l, pick(given?.[l], base[l])])) as Record<RehabLevel, number>;
  const i = input ?? {};
  return {
    annualInterestRate: pick(i.annualInterestRate, d.annualInterestRate),
    points: pick(i.points, d.points),
    loanToCost: pick(i.loanToCost, d.loanToCost),
    loanTermMonths: pick(i.loanTermMonths, d.loanTermMonths),
    holdingDaysByLevel: perLevel(i.holdingDaysByLevel, d.holdingDaysByLevel),
    holdingDaysOverride: i.holdingDaysOverride ?? null,
    annualTaxRate: pick(i.annualTaxRate, d.annualTaxRate),
    insurancePerMonth: pick(i.insurancePerMonth, d.insurancePerMonth),
    utilitiesPerMonth: pick(i.utilitiesPerMonth, d.utilitiesPerMonth),
    agentCommissionRate: pick(i.agentCommissionRate, d.agentCommissionRate),
    closingCostRate: pick(i.closingCostRate, d.closingCostRate),
    profitRate: pick(i.profitRate, d.profitRate),
    rehabCostPerSqft: perLevel(i.rehabCostPerSqft, d.rehabCostPerSqft),
    rehabBudget: i.rehabBudget ?? null,
  };
}

export interface FixFlipInput {
  arv: number;
  squareFeet: number;
  rehabLevel: RehabLevel;
  needsPoolRenovation?: boolean;
  assumptions?: FixFlipAssumptionsInput | null;
  /** A price to test beside the max buy price. */
  offerPrice?: number | null;
}

/** Stress applied to an input for the scenario table (1 / 1 / 0 is the base case). */
export interface FixFlipStress {
  arvFactor: number;
  renovationFactor: number;
  extraHoldingDays: number;
}

/** One run of the spec 2 §9 formula. Money is rounded to cents; rates are fractions (0.034 = 3.4%). */
export interface FixFlipBreakdown {
  arv: number;
  /** The level's rate, or the own budget per square foot. */
  rehabCostPerSqft: number;
  holdingDays: number;
  holdingMonths: number;
  poolCost: number;
  renovationCost: number;
  closingCosts: number;
  agentCommission: number;
  taxes: number;
  insurance: number;
  utilities: number;
  /** Points plus interest over the holding days (365-day basis), as a share of the loan. */
  hardMoneyCarryRate: number;
  /** Carry on the loan (loan-to-cost × max buy price). */
  hardMoneyCarryCost: number;
  profitTarget: number;
  /** The formula's answer; negative when the costs exceed the ARV before any purchase price (see summary). */
  maxBuyPrice: number;
  /** Renovation + closing + commission + taxes + insurance + utilities (nothing here depends on the buy price). */
  fixedCosts: number;
  /** Fixed costs + carry + profit; maxBuyPrice + totalCosts = ARV. */
  totalCosts: number;
  /** Profit target over ARV, as a fraction. */
  profitMargin: number;
  isProfitable: boolean;
}

export type ScenarioName = 'best' | 'base' | 'worst';

export interface FixFlipScenario extends FixFlipBreakdown {
  name: ScenarioName;
}

/** The money of a purchase at one price. */
export interface FixFlipReturns {
  price: number;
  loanAmount: number;
  /** Price minus the loan, in cash. */
  downPayment: number;
  pointsCost: number;
  interestCost: number;
  /** Taxes + insurance + utilities over the hold. */
  holdingCosts: number;
  /** Agent commission + closing, paid from the sale. */
  sellingCosts: number;
  /** Cash the investor brings: down payment + points + interest + renovation + holding costs. */
  cashNeeded: number;
  /** Everything spent: price + renovation + holding + selling + points + interest. */
  totalCost: number;
  profit: number;
  /** Profit over cash needed; null when no cash is needed. */
  roi: number | null;
  /** roi × 365 / holding days (simple, not compounded). */
  annualizedReturn: number | null;
  /** Profit over ARV. */
  profitMargin: number;
  /** The price is at or below the max buy price, so the profit reaches the target. */
  meetsProfitTarget: boolean;
}

/**
 * The one presentation of a deal: what the analyzer card, the saved record, the pipeline card and the
 * detail dialog show. A deal whose max buy price shows as $0 or less has no offer: maxBuyPrice 0, no carry, and the
 * expected profit is ARV − the fixed costs (a loss of the shortfall at a $0 price).
 */
export interface FixFlipSummary {
  /** The max buy price is at least $0.50 (shown as $1 or more in whole dollars). */
  hasOffer: boolean;
  maxBuyPrice: number;
  hardMoneyCarryCost: number;
  expectedProfit: number;
  /** fixedCosts − ARV when there is no offer, else 0. */
  shortfall: number;
  /** maxBuyPrice + fixed costs + carry (= ARV − expectedProfit). */
  totalInvestment: number;
  /** 70% × ARV − renovation, or null ("No offer") when that shows as $0 or less. */
  seventyPercentRuleOffer: number | null;
  /** Our max buy minus the 70% rule offer, only when both are offers. */
  differenceFromSeventyPercentRule: number | null;
}

export interface SensitivityCell {
  rehabChange: number;
  renovationCost: number;
  profit: number;
  roi: number | null;
}

export interface SensitivityRow {
  arvChange: number;
  arv: number;
  cells: SensitivityCell[];
}

export interface FixFlipSensitivity {
  /** Profit at the offer when one is given, else at the max buy price (0 when there is no offer). */
  basis: 'offer' | 'max_buy_price';
  price: number;
  rows: SensitivityRow[];
}

export interface FixFlipAnalysis extends FixFlipBreakdown {
  rehabLevel: RehabLevel;
  squareFeet: number;
  needsPoolRenovation: boolean;
  assumptions: FixFlipAssumptions;
  /** True when the rehab is the own budget instead of square feet × rate. */
  usesRehabBudget: boolean;
  /** The hold is longer than the loan's term. */
  holdingExceedsLoanTerm: boolean;
  /** 70% of ARV minus renovation, the rule of thumb beside our offer. */
  seventyPercentRuleOffer: number;
  /** Our max buy price minus the 70% rule offer. */
  differenceFromSeventyPercentRule: number;
  scenarios: FixFlipScenario[];
  summary: FixFlipSummary;
  /** Returns when buying at the max buy price; null when there is no offer. */
  atMaxBuyPrice: FixFlipReturns | null;
  offerPrice: number | null;
  /** Returns at the offer price; null without one. */
  atOffer: FixFlipReturns | null;
  sensitivity: FixFlipSensitivity;
}

const BASE: FixFlipStress = { arvFactor: 1, renovationFactor: 1, extraHoldingDays: 0 };

export const SCENARIO_STRESS: Record<ScenarioName, FixFlipStress> = {
  best: { arvFactor: 1 + SCENARIO_SWINGS.arv, renovationFactor: 1 - SCENARIO_SWINGS.renovation, extraHoldingDays: 0 },
  base: BASE,
  worst: {
    arvFactor: 1 - SCENARIO_SWINGS.arv,
    renovationFactor: 1 + SCENARIO_SWINGS.renovation,
    extraHoldingDays: SCENARIO_SWINGS.worstExtraHoldingDays,
  },
};

const cents = (n: number) => Math.round(n * 100) / 100;
const fraction = (n: number) => Math.round(n * 1e6) / 1e6;

/** The costs of one run at full precision (before rounding), shared by the breakdown and the returns. */
interface Costs extends Pick<
  FixFlipBreakdown,
  | 'arv'
  | 'rehabCostPerSqft'
  | 'holdingDays'
  | 'holdingMonths'
  | 'poolCost'
  | 'renovationCost'
  | 'closingCosts'
  | 'agentCommission'
  | 'taxes'
  | 'insurance'
  | 'utilities'
  | 'maxBuyPrice'
> {
  a: FixFlipAssumptions;
  carryRate: number;
  fixedCosts: number;
}

function costsOf(input: FixFlipInput, a: FixFlipAssumptions, stress: FixFlipStress): Costs {
  const arv = input.arv * stress.arvFactor;
  const budget = a.rehabBudget;
  const rehabCostPerSqft = budget === null ? a.rehabCostPerSqft[input.rehabLevel] : budget / input.squareFeet;
  const holdingDays = (a.holdingDaysOverride ?? a.holdingDaysByLevel[input.rehabLevel]) + stress.extraHoldingDays;
  const holdingMonths = holdingDays / FIX_FLIP.daysPerMonth;
  const poolCost = input.needsPoolRenovation ? FIX_FLIP.poolRenovationCost : 0;
  const baseRehab = budget === null ? input.squareFeet * rehabCostPerSqft : budget;
  const renovationCost = (baseRehab + poolCost) * stress.renovationFactor;
  const closingCosts = arv * a.closingCostRate;
  const agentCommission = arv * a.agentCommissionRate;
  const taxes = ((arv * a.annualTaxRate) / 12) * holdingMonths;
  const insurance = a.insurancePerMonth * holdingMonths;
  const utilities = a.utilitiesPerMonth * holdingMonths;
  const carryRate = a.points + a.annualInterestRate * (holdingDays / FIX_FLIP.daysPerYear);
  const fixedCosts = renovationCost + closingCosts + agentCommission + taxes + insurance + utilities;
  // price + fixed + loan-to-cost × price × carry rate + profit rate × price = ARV
  const maxBuyPrice = (arv - fixedCosts) / (1 + a.profitRate + a.loanToCost * carryRate);
  return {
    a,
    arv,
    rehabCostPerSqft,
    holdingDays,
    holdingMonths,
    poolCost,
    renovationCost,
    closingCosts,
    agentCommission,
    taxes,
    insurance,
    utilities,
    carryRate,
    fixedCosts,
    maxBuyPrice,
  };
}

function breakdownOf(c: Costs): FixFlipBreakdown {
  const hardMoneyCarryCost = c.maxBuyPrice * (c.a.loanToCost * c.carryRate);
  const profitTarget = c.maxBuyPrice * c.a.profitRate;
  return {
    arv: cents(c.arv),
    rehabCostPerSqft: cents(c.rehabCostPerSqft),
    holdingDays: c.holdingDays,
    holdingMonths: cents(c.holdingMonths),
    poolCost: c.poolCost,
    renovationCost: cents(c.renovationCost),
    closingCosts: cents(c.closingCosts),
    agentCommission: cents(c.agentCommission),
    taxes: cents(c.taxes),
    insurance: cents(c.insurance),
    utilities: cents(c.utilities),
    hardMoneyCarryRate: fraction(c.carryRate),
    hardMoneyCarryCost: cents(hardMoneyCarryCost),
    profitTarget: cents(profitTarget),
    maxBuyPrice: cents(c.maxBuyPrice),
    fixedCosts: cents(c.fixedCosts),
    totalCosts: cents(c.fixedCosts + hardMoneyCarryCost + profitTarget),
    profitMargin: fraction(profitTarget / c.arv),
    isProfitable: c.maxBuyPrice > 0,
  };
}

/** The spec 2 §9 formula, once, with the investor's terms. Pure: same input, same answer. */
export function calculateBreakdown(input: FixFlipInput, stress: FixFlipStress = BASE): FixFlipBreakdown {
  return breakdownOf(costsOf(input, resolveAssumptions(input.assumptions), stress));
}

/** Profit, cash needed and returns when buying at `price`. */
function returnsAt(c: Costs, price: number, maxBuyPrice: number): FixFlipReturns {
  const loanAmount = price * c.a.loanToCost;
  const pointsCost = loanAmount * c.a.points;
  const interestCost = loanAmount * c.a.annualInterestRate * (c.holdingDays / FIX_FLIP.daysPerYear);
  const holdingCosts = c.taxes + c.insurance + c.utilities;
  const sellingCosts = c.closingCosts + c.agentCommission;
  const cashNeeded = price - loanAmount + pointsCost + interestCost + c.renovationCost + holdingCosts;
  const totalCost = price + c.renovationCost + holdingCosts + sellingCosts + pointsCost + interestCost;
  const profit = c.arv - totalCost;
  const roi = cents(cashNeeded) > 0 ? profit / cashNeeded : null;
  return {
    price: cents(price),
    loanAmount: cents(loanAmount),
    downPayment: cents(price - loanAmount),
    pointsCost: cents(pointsCost),
    interestCost: cents(interestCost),
    holdingCosts: cents(holdingCosts),
    sellingCosts: cents(sellingCosts),
    cashNeeded: cents(cashNeeded),
    totalCost: cents(totalCost),
    profit: cents(profit),
    roi: roi === null ? null : fraction(roi),
    annualizedReturn: roi === null ? null : fraction((roi * FIX_FLIP.daysPerYear) / c.holdingDays),
    profitMargin: fraction(profit / c.arv),
    meetsProfitTarget: cents(price) <= maxBuyPrice,
  };
}

function summaryOf(b: FixFlipBreakdown, seventyPercentRuleOffer: number): FixFlipSummary {
  // Amounts are shown in whole dollars: a max buy that shows as $0 (below $0.50) is no offer either.
  const hasOffer = Math.round(b.maxBuyPrice) > 0;
  const seventy = Math.round(seventyPercentRuleOffer) > 0 ? seventyPercentRuleOffer : null;
  const maxBuyPrice = hasOffer ? b.maxBuyPrice : 0;
  const carry = hasOffer ? b.hardMoneyCarryCost : 0;
  return {
    hasOffer,
    maxBuyPrice,
    hardMoneyCarryCost: carry,
    expectedProfit: hasOffer ? b.profitTarget : cents(b.arv - b.fixedCosts),
    shortfall: hasOffer ? 0 : Math.max(0, cents(b.fixedCosts - b.arv)),
    // Sum of the shown (rounded) parts, so the card's lines add up to its total.
    totalInvestment: cents(
      maxBuyPrice + b.renovationCost + b.closingCosts + b.agentCommission + b.taxes + b.insurance + b.utilities + carry,
    ),
    seventyPercentRuleOffer: seventy,
    differenceFromSeventyPercentRule: hasOffer && seventy !== null ? cents(b.maxBuyPrice - seventy) : null,
  };
}

function sensitivityOf(input: FixFlipInput, a: FixFlipAssumptions, price: number, basis: FixFlipSensitivity['basis']) {
  const rows = SENSITIVITY_STEPS.arv.map((arvChange) => {
    const cells = SENSITIVITY_STEPS.rehab.map((rehabChange) => {
      const c = costsOf(input, a, { arvFactor: 1 + arvChange, renovationFactor: 1 + rehabChange, extraHoldingDays: 0 });
      const r = returnsAt(c, price, cents(c.maxBuyPrice));
      return { rehabChange, renovationCost: cents(c.renovationCost), profit: r.profit, roi: r.roi };
    });
    return { arvChange, arv: cents(input.arv * (1 + arvChange)), cells };
  });
  return { basis, price: cents(price), rows };
}

/** The full answer: the base breakdown, the 70% rule, scenarios, returns at max buy and offer, sensitivity. */
export function analyzeFixFlip(input: FixFlipInput): FixFlipAnalysis {
  const assumptions = resolveAssumptions(input.assumptions);
  const costs = costsOf(input, assumptions, BASE);
  const base = breakdownOf(costs);
  const seventyPercentRuleOffer = cents(input.arv * SEVENTY_PERCENT_RULE_RATE - base.renovationCost);
  const scenarios = (Object.keys(SCENARIO_STRESS) as ScenarioName[]).map((name) => ({
    name,
    ...breakdownOf(costsOf(input, assumptions, SCENARIO_STRESS[name])),
  }));
  const summary = summaryOf(base, seventyPercentRuleOffer);
  const offerPrice = input.offerPrice ?? null;
  return {
    ...base,
    rehabLevel: input.rehabLevel,
    squareFeet: input.squareFeet,
    needsPoolRenovation: !!input.needsPoolRenovation,
    assumptions,
    usesRehabBudget: assumptions.rehabBudget !== null,
    holdingExceedsLoanTerm: base.holdingDays / FIX_FLIP.daysPerMonth > assumptions.loanTermMonths,
    seventyPercentRuleOffer,
    differenceFromSeventyPercentRule: cents(base.maxBuyPrice - seventyPercentRuleOffer),
    scenarios,
    summary,
    atMaxBuyPrice: summary.hasOffer ? returnsAt(costs, costs.maxBuyPrice, base.maxBuyPrice) : null,
    offerPrice,
    atOffer: offerPrice === null ? null : returnsAt(costs, offerPrice, base.maxBuyPrice),
    sensitivity:
      offerPrice === null
        ? sensitivityOf(input, assumptions, summary.maxBuyPrice, 'max_buy_price')
        : sensitivityOf(input, assumptions, offerPrice, 'offer'),
  };
}
