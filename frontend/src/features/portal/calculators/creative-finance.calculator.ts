import { num, pctOf } from './inputs';
import { DEFAULT_TERM_YEARS, monthlyPayment } from './loan';

export type CreativeStrategy = 'Subject-To' | 'Seller Financing' | 'Lease Option';

/** Spec 2 §3 creative finance result, plus the strategy's own figures. */
export interface CreativeFinanceResult {
  strategy: CreativeStrategy;
  propertyValue: number;
  downPayment: number;
  monthlyPayment: number;
  cashFlow: number;
  totalInvestment: number;
  /**
   * Percent (0-100 scale); null when nothing is invested (shown as "—"). For a lease option: the annual rent-credit
   * ROI on the option fee.
   */
  roi: number | null;
  /** Subject-To: value minus the loan balance taken over. */
  equity?: number;
  /** Seller financing: price minus down payment. */
  loanAmount?: number;
  /** Subject-To and seller financing: monthly taxes + insurance + vacancy + maintenance, taken from the cash flow. */
  operatingExpenses?: number;
}

/** Blank vacancy and maintenance rates are 5% of the rent each (docs/decisions.md). */
export const DEFAULT_VACANCY_RATE = 5;
export const DEFAULT_MAINTENANCE_RATE = 5;

/** The holding costs of a rented property bought Subject-To or with seller financing (all optional). */
export interface CarryingCostInputs {
  /** Monthly property taxes, $ (blank: 0). */
  taxes?: string;
  /** Monthly insurance, $ (blank: 0). */
  insurance?: string;
  /** Percent of the rent set aside for vacancy (blank: 5). */
  vacancyRate?: string;
  /** Percent of the rent set aside for maintenance (blank: 5). */
  maintenanceRate?: string;
}

const rateOr = (value: string | undefined, fallback: number) =>
  value === undefined || value.trim() === '' ? fallback : num(value);

/** Monthly taxes + insurance + vacancy and maintenance as shares of the rent. */
export function operatingExpenses(rent: number, i: CarryingCostInputs): number {
  const vacancy = (rent * rateOr(i.vacancyRate, DEFAULT_VACANCY_RATE)) / 100;
  const maintenance = (rent * rateOr(i.maintenanceRate, DEFAULT_MAINTENANCE_RATE)) / 100;
  return num(i.taxes) + num(i.insurance) + vacancy + maintenance;
}

export interface SubjectToInputs extends CarryingCostInputs {
  propertyValue: string;
  loanBalance: string;
  monthlyPayment: string;
  cashToSeller: string;
  closingCosts: string;
  monthlyRent: string;
}

/**
 * Subject-To: take over the existing loan; the payment (principal and interest) is shown as entered. Cash flow =
 * rent - payment - taxes - insurance - vacancy - maintenance.
 */
export function subjectTo(i: SubjectToInputs): CreativeFinanceResult {
  const value = num(i.propertyValue);
  const payment = num(i.monthlyPayment);
  const downPayment = num(i.cashToSeller);
  const totalInvestment = downPayment + num(i.closingCosts);
  const rent = num(i.monthlyRent);
  const expenses = operatingExpenses(rent, i);
  const cashFlow = rent - payment - expenses;
  return {
    strategy: 'Subject-To',
    propertyValue: value,
    downPayment,
    monthlyPayment: payment,
    cashFlow,
    totalInvestment,
    roi: pctOf(cashFlow * 12, totalInvestment),
    equity: value - num(i.loanBalance),
    operatingExpenses: expenses,
  };
}

export interface SellerFinancingInputs extends CarryingCostInputs {
  purchasePrice: string;
  downPayment: string;
  interestRate: string;
  /** Whole years from 1 to 50 (checked at the field); blank means 30. */
  termYears: string;
  monthlyRent: string;
}

/**
 * Seller financing: loan = price minus down payment, amortized over the term (default 30 years). Cash flow = rent -
 * payment - taxes - insurance - vacancy - maintenance.
 */
export function sellerFinancing(i: SellerFinancingInputs): CreativeFinanceResult {
  const price = num(i.purchasePrice);
  const downPayment = num(i.downPayment);
  const loanAmount = Math.max(0, price - downPayment);
  const years = i.termYears.trim() === '' ? DEFAULT_TERM_YEARS : num(i.termYears);
  const payment = monthlyPayment(loanAmount, num(i.interestRate), years);
  const rent = num(i.monthlyRent);
  const expenses = operatingExpenses(rent, i);
  const cashFlow = rent - payment - expenses;
  return {
    strategy: 'Seller Financing',
    propertyValue: price,
    downPayment,
    monthlyPayment: payment,
    cashFlow,
    totalInvestment: downPayment,
    roi: pctOf(cashFlow * 12, downPayment),
    loanAmount,
    operatingExpenses: expenses,
  };
}

export interface LeaseOptionInputs {
  propertyValue: string;
  optionFee: string;
  /** Rent paid to the owner each month. */
  monthlyRent: string;
  /** Part of each month's rent credited toward the purchase. */
  monthlyCredit: string;
  /** What the property rents for (e.g. when sub-leased). */
  marketRent: string;
}

/** Lease option: annual credit ROI = monthly credit x 12 / option fee. */
export function leaseOption(i: LeaseOptionInputs): CreativeFinanceResult {
  const optionFee = num(i.optionFee);
  const rent = num(i.monthlyRent);
  return {
    strategy: 'Lease Option',
    propertyValue: num(i.propertyValue),
    downPayment: optionFee,
    monthlyPayment: rent,
    cashFlow: num(i.marketRent) - rent,
    totalInvestment: optionFee,
    roi: pctOf(num(i.monthlyCredit) * 12, optionFee),
  };
}
