import { num, pctOf } from './inputs';
import { DEFAULT_TERM_YEARS, monthlyPayment } from './loan';

/** Text inputs of the rental underwriter; every expense is a monthly dollar amount. */
export interface RentalInputs {
  purchasePrice: string;
  downPayment: string;
  /** Blank means purchase price minus down payment. */
  loanAmount: string;
  interestRate: string;
  closingCosts: string;
  rehabCost: string;
  monthlyRent: string;
  insurance: string;
  taxes: string;
  maintenance: string;
  vacancy: string;
  propertyManagement: string;
}

export type DealAssessment = 'strong' | 'marginal' | 'negative';

export interface RentalResult {
  loanAmount: number;
  mortgagePayment: number;
  monthlyRent: number;
  monthlyExpenses: number;
  monthlyCashFlow: number;
  annualCashFlow: number;
  totalInvestment: number;
  /** Null when nothing is invested (undefined, shown as "—"); likewise the others when their base is 0. */
  roi: number | null;
  capRate: number | null;
  cashOnCashReturn: number | null;
  breakEvenRatio: number | null;
  breakEvenGood: boolean;
  onePercentRule: boolean;
  twoPercentRule: boolean;
  assessment: DealAssessment;
}

export const EMPTY_RENTAL_INPUTS: RentalInputs = {
  purchasePrice: '',
  downPayment: '',
  loanAmount: '',
  interestRate: '',
  closingCosts: '',
  rehabCost: '',
  monthlyRent: '',
  insurance: '',
  taxes: '',
  maintenance: '',
  vacancy: '',
  propertyManagement: '',
};

/** Strong: cash flow over $200 and cap rate over 6%; marginal: positive cash flow; else negative (spec 2 §9). */
export function assessDeal(monthlyCashFlow: number, capRatePct: number | null): DealAssessment {
  if (monthlyCashFlow > 200 && capRatePct !== null && capRatePct > 6) return 'strong';
  if (monthlyCashFlow > 0) return 'marginal';
  return 'negative';
}

/** Spec 2 §9 rental analysis (30-year loan). Percentages are on a 0-100 scale. */
export function analyzeRental(input: RentalInputs): RentalResult {
  const price = num(input.purchasePrice);
  const down = num(input.downPayment);
  const loanAmount = input.loanAmount.trim() === '' ? Math.max(0, price - down) : num(input.loanAmount);
  const mortgagePayment = monthlyPayment(loanAmount, num(input.interestRate), DEFAULT_TERM_YEARS);
  const rent = num(input.monthlyRent);
  const operating =
    num(input.insurance) +
    num(input.taxes) +
    num(input.maintenance) +
    num(input.vacancy) +
    num(input.propertyManagement);
  const monthlyExpenses = mortgagePayment + operating;
  const monthlyCashFlow = rent - monthlyExpenses;
  const annualCashFlow = monthlyCashFlow * 12;
  const totalInvestment = down + num(input.rehabCost) + num(input.closingCosts);
  const roi = pctOf(annualCashFlow, totalInvestment);
  const capRate = pctOf(rent * 12 - operating * 12, price);
  const breakEvenRatio = pctOf(monthlyExpenses, rent);
  return {
    loanAmount,
    mortgagePayment,
    monthlyRent: rent,
    monthlyExpenses,
    monthlyCashFlow,
    annualCashFlow,
    totalInvestment,
    roi,
    capRate,
    cashOnCashReturn: roi,
    breakEvenRatio,
    breakEvenGood: breakEvenRatio !== null && breakEvenRatio < 100,
    onePercentRule: price > 0 && rent >= price * 0.01,
    twoPercentRule: price > 0 && rent >= price * 0.02,
    assessment: assessDeal(monthlyCashFlow, capRate),
  };
}
