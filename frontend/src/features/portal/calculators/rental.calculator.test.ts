import { describe, expect, it } from 'vitest';
import { analyzeRental, assessDeal, EMPTY_RENTAL_INPUTS, type RentalInputs } from './rental.calculator';
import { amortizationSchedule, monthlyPayment } from './loan';
import { num } from './inputs';

const deal = (fields: Partial<RentalInputs>): RentalInputs => ({ ...EMPTY_RENTAL_INPUTS, ...fields });

describe('monthlyPayment', () => {
  it('uses the standard amortization formula', () => {
    // $200,000 at 6% over 30 years is $1,199.10 a month.
    expect(monthlyPayment(200000, 6)).toBeCloseTo(1199.1, 2);
  });
  it('divides the loan by the months when the interest is zero', () => {
    expect(monthlyPayment(360000, 0)).toBe(1000);
    expect(monthlyPayment(120000, 0, 10)).toBe(1000);
  });
  it('is zero for no loan', () => {
    expect(monthlyPayment(0, 7)).toBe(0);
  });
});

describe('amortizationSchedule', () => {
  it('pays the loan down to zero over 30 yearly rows', () => {
    const rows = amortizationSchedule(200000, 6);
    expect(rows).toHaveLength(30);
    expect(rows[0].interestPaid).toBeGreaterThan(rows[0].principalPaid);
    expect(rows[29].endingBalance).toBeCloseTo(0, 2);
    const principal = rows.reduce((s, r) => s + r.principalPaid, 0);
    expect(principal).toBeCloseTo(200000, 2);
  });
  it('splits a zero-interest loan evenly', () => {
    const rows = amortizationSchedule(360000, 0);
    expect(rows[0]).toEqual({ year: 1, principalPaid: 12000, interestPaid: 0, endingBalance: 348000 });
  });
});

describe('analyzeRental', () => {
  it('computes every result of spec 2 §9', () => {
    const r = analyzeRental(
      deal({
        purchasePrice: '100000',
        downPayment: '20000',
        interestRate: '0',
        closingCosts: '3000',
        rehabCost: '7000',
        monthlyRent: '1500',
        insurance: '100',
        taxes: '150',
        maintenance: '75',
        vacancy: '75',
        propertyManagement: '100',
      }),
    );
    expect(r.loanAmount).toBe(80000); // price minus down payment
    expect(r.mortgagePayment).toBeCloseTo(222.22, 2); // 80000 / 360
    expect(r.monthlyExpenses).toBeCloseTo(722.22, 2);
    expect(r.monthlyCashFlow).toBeCloseTo(777.78, 2);
    expect(r.annualCashFlow).toBeCloseTo(9333.33, 2);
    expect(r.totalInvestment).toBe(30000);
    expect(r.roi).toBeCloseTo(31.11, 2);
    expect(r.cashOnCashReturn).toBe(r.roi);
    expect(r.capRate).toBeCloseTo(12, 6); // (18000 - 6000) / 100000
    expect(r.breakEvenRatio).toBeCloseTo(48.15, 2);
    expect(r.breakEvenGood).toBe(true);
    expect(r.onePercentRule).toBe(true);
    expect(r.twoPercentRule).toBe(false);
    expect(r.assessment).toBe('strong');
  });

  it('uses an entered loan amount instead of price minus down payment', () => {
    expect(analyzeRental(deal({ purchasePrice: '100000', downPayment: '20000', loanAmount: '50000' })).loanAmount).toBe(
      50000,
    );
  });

  it('treats blank inputs as 0 and leaves shares of nothing undefined', () => {
    const r = analyzeRental(EMPTY_RENTAL_INPUTS);
    expect(r).toMatchObject({
      mortgagePayment: 0,
      monthlyExpenses: 0,
      monthlyCashFlow: 0,
      totalInvestment: 0,
      roi: null,
      cashOnCashReturn: null,
      capRate: null,
      breakEvenRatio: null,
    });
    expect(r.breakEvenGood).toBe(false);
    expect(r.onePercentRule).toBe(false);
    expect(r.assessment).toBe('negative');
    expect(num('')).toBe(0);
    expect(num('abc')).toBe(0);
    expect(num('$1,250')).toBe(1250);
  });

  it('passes the 1% and 2% rules exactly at their edges', () => {
    expect(analyzeRental(deal({ purchasePrice: '100000', monthlyRent: '1000' })).onePercentRule).toBe(true);
    expect(analyzeRental(deal({ purchasePrice: '100000', monthlyRent: '999.99' })).onePercentRule).toBe(false);
    expect(analyzeRental(deal({ purchasePrice: '100000', monthlyRent: '2000' })).twoPercentRule).toBe(true);
    expect(analyzeRental(deal({ purchasePrice: '100000', monthlyRent: '1999' })).twoPercentRule).toBe(false);
  });

  it('calls break-even good only under 100%', () => {
    expect(analyzeRental(deal({ monthlyRent: '1000', insurance: '1000' })).breakEvenGood).toBe(false);
    expect(analyzeRental(deal({ monthlyRent: '1000', insurance: '999' })).breakEvenGood).toBe(true);
  });
});

describe('assessDeal', () => {
  it('needs cash flow over 200 and cap rate over 6 for strong', () => {
    expect(assessDeal(200.01, 6.01)).toBe('strong');
    expect(assessDeal(200, 10)).toBe('marginal');
    expect(assessDeal(500, 6)).toBe('marginal');
    expect(assessDeal(0.01, 0)).toBe('marginal');
    expect(assessDeal(0, 10)).toBe('negative');
    expect(assessDeal(-50, 10)).toBe('negative');
  });
});
