import { FIX_FLIP, REHAB_LEVEL_RULES, SCENARIO_SWINGS, SEVENTY_PERCENT_RULE_RATE } from './analyzer.constants';
import type { RehabLevel } from './entities/fix-flip-property.entity';

export interface FixFlipInput {
  arv: number;
  squareFeet: number;
  rehabLevel: RehabLevel;
  needsPoolRenovation?: boolean;
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
  rehabCostPerSqft: number;
  holdingDays: number;
  holdingMonths: number;
  poolCost: number;
  renovationCost: number;
  closingCosts: number;
  agentCommission: number;
  taxes: number;
  hardMoneyCarryRate: number;
  hardMoneyCarryCost: number;
  profitTarget: number;
  maxBuyPrice: number;
  /** Renovation + closing + commission + taxes (everything that does not depend on the buy price). */
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

export interface FixFlipAnalysis extends FixFlipBreakdown {
  rehabLevel: RehabLevel;
  squareFeet: number;
  needsPoolRenovation: boolean;
  /** 70% of ARV minus renovation, the rule of thumb beside our offer. */
  seventyPercentRuleOffer: number;
  /** Our max buy price minus the 70% rule offer. */
  differenceFromSeventyPercentRule: number;
  scenarios: FixFlipScenario[];
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

/** The spec 2 §9 formula, once. Pure: same input, same answer. */
export function calculateBreakdown(input: FixFlipInput, stress: FixFlipStress = BASE): FixFlipBreakdown {
  const rule = REHAB_LEVEL_RULES[input.rehabLevel];
  const arv = input.arv * stress.arvFactor;
  const rehabCostPerSqft = (rule.minPerSqft + rule.maxPerSqft) / 2;
  const holdingDays = rule.holdingDays + stress.extraHoldingDays;
  const holdingMonths = holdingDays / FIX_FLIP.daysPerMonth;
  const poolCost = input.needsPoolRenovation ? FIX_FLIP.poolRenovationCost : 0;
  const renovationCost = (input.squareFeet * rehabCostPerSqft + poolCost) * stress.renovationFactor;
  const closingCosts = arv * FIX_FLIP.closingCostRate;
  const agentCommission = arv * FIX_FLIP.agentCommissionRate;
  const taxes = ((arv * FIX_FLIP.annualTaxRate) / 12) * holdingMonths;
  const hardMoneyCarryRate =
    FIX_FLIP.hardMoneyPoints + FIX_FLIP.hardMoneyAnnualRate * (holdingDays / FIX_FLIP.daysPerYear);
  const fixedCosts = renovationCost + closingCosts + agentCommission + taxes;
  const maxBuyPrice = (arv - fixedCosts) / (1 + FIX_FLIP.profitRate + hardMoneyCarryRate);
  const hardMoneyCarryCost = maxBuyPrice * hardMoneyCarryRate;
  const profitTarget = maxBuyPrice * FIX_FLIP.profitRate;
  return {
    arv: cents(arv),
    rehabCostPerSqft,
    holdingDays,
    holdingMonths: Math.round(holdingMonths * 100) / 100,
    poolCost,
    renovationCost: cents(renovationCost),
    closingCosts: cents(closingCosts),
    agentCommission: cents(agentCommission),
    taxes: cents(taxes),
    hardMoneyCarryRate: Math.round(hardMoneyCarryRate * 1e6) / 1e6,
    hardMoneyCarryCost: cents(hardMoneyCarryCost),
    profitTarget: cents(profitTarget),
    maxBuyPrice: cents(maxBuyPrice),
    fixedCosts: cents(fixedCosts),
    totalCosts: cents(fixedCosts + hardMoneyCarryCost + profitTarget),
    profitMargin: Math.round((profitTarget / arv) * 1e6) / 1e6,
    isProfitable: maxBuyPrice > 0,
  };
}

/** The full answer: the base breakdown, the 70% rule and the best/base/worst table. */
export function analyzeFixFlip(input: FixFlipInput): FixFlipAnalysis {
  const base = calculateBreakdown(input);
  const seventyPercentRuleOffer = cents(input.arv * SEVENTY_PERCENT_RULE_RATE - base.renovationCost);
  const scenarios = (Object.keys(SCENARIO_STRESS) as ScenarioName[]).map((name) => ({
    name,
    ...calculateBreakdown(input, SCENARIO_STRESS[name]),
  }));
  return {
    ...base,
    rehabLevel: input.rehabLevel,
    squareFeet: input.squareFeet,
    needsPoolRenovation: !!input.needsPoolRenovation,
    seventyPercentRuleOffer,
    differenceFromSeventyPercentRule: cents(base.maxBuyPrice - seventyPercentRuleOffer),
    scenarios,
  };
}
