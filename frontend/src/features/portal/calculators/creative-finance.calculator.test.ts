import { describe, expect, it } from 'vitest';
import { leaseOption, sellerFinancing, subjectTo } from './creative-finance.calculator';

const subject = {
  propertyValue: '250000',
  loanBalance: '180000',
  monthlyPayment: '1350',
  cashToSeller: '5000',
  closingCosts: '3000',
  monthlyRent: '1900',
};

/** 120000 lent at 0% over 10 years: a payment of 1000 a month. */
const zeroInterestTenYears = { purchasePrice: '140000', downPayment: '20000', interestRate: '0', termYears: '10' };

/** Each named figure of a result, to 9 decimal places. */
function expectFigures(result: object, figures: Record<string, number>) {
  for (const [name, value] of Object.entries(figures))
    expect((result as Record<string, unknown>)[name], name).toBeCloseTo(value, 9);
}

describe('subjectTo', () => {
  it('computes equity and shows the payment as entered', () => {
    const r = subjectTo({ ...subject, vacancyRate: '0', maintenanceRate: '0' });
    expect(r).toMatchObject({
      strategy: 'Subject-To',
      propertyValue: 250000,
      equity: 70000,
      monthlyPayment: 1350,
      downPayment: 5000,
      totalInvestment: 8000,
      cashFlow: 550,
    });
    expect(r.roi).toBeCloseTo(82.5, 6); // 550 * 12 / 8000
  });
  it('treats blanks as 0', () => {
    expect(
      subjectTo({
        propertyValue: '',
        loanBalance: '',
        monthlyPayment: '',
        cashToSeller: '',
        closingCosts: '',
        monthlyRent: '',
      }),
    ).toMatchObject({ equity: 0, cashFlow: 0, roi: null });
  });
});

describe('sellerFinancing', () => {
  it('amortizes price minus down payment over the term', () => {
    const r = sellerFinancing({
      purchasePrice: '220000',
      downPayment: '20000',
      interestRate: '6',
      termYears: '30',
      monthlyRent: '1800',
      vacancyRate: '0',
      maintenanceRate: '0',
    });
    expect(r.loanAmount).toBe(200000);
    expect(r.monthlyPayment).toBeCloseTo(1199.1, 2);
    expect(r.cashFlow).toBeCloseTo(600.9, 2);
    expect(r.roi).toBeCloseTo((600.9 * 12 * 100) / 20000, 1);
  });
  it('defaults a blank term to 30 years and handles zero interest', () => {
    const r = sellerFinancing({
      purchasePrice: '380000',
      downPayment: '20000',
      interestRate: '',
      termYears: '',
      monthlyRent: '',
    });
    expect(r.monthlyPayment).toBe(1000); // 360000 / 360
    expect(r.cashFlow).toBe(-1000);
    const ten = sellerFinancing({ ...zeroInterestTenYears, monthlyRent: '0' });
    expect(ten.monthlyPayment).toBe(1000);
  });
  it('has no ROI (null, shown as "—") without a down payment', () => {
    expect(
      sellerFinancing({
        purchasePrice: '100000',
        downPayment: '',
        interestRate: '5',
        termYears: '30',
        monthlyRent: '900',
      }).roi,
    ).toBeNull();
  });
});

describe('cash flow after taxes, insurance, vacancy and maintenance (issue 28)', () => {
  it('Subject-To subtracts each term', () => {
    // taxes 250 + insurance 100 + vacancy 8% of 1900 = 152 + maintenance 10% of 1900 = 190 -> 692
    // cash flow = 1900 - 1350 - 692 = -142; ROI = -142 * 12 / 8000 = -21.3%
    const r = subjectTo({ ...subject, taxes: '250', insurance: '100', vacancyRate: '8', maintenanceRate: '10' });
    expectFigures(r, { operatingExpenses: 692, cashFlow: -142, roi: -21.3 });
  });
  it('Subject-To: blank rates are 5% of the rent each, blank taxes and insurance are 0', () => {
    // vacancy 5% of 1900 = 95, maintenance 95 -> 190; cash flow = 1900 - 1350 - 190 = 360; ROI = 4320 / 8000 = 54%
    const r = subjectTo({ ...subject, taxes: '', insurance: '' });
    expectFigures(r, { operatingExpenses: 190, cashFlow: 360, roi: 54 });
    expect(subjectTo(subject).cashFlow).toBeCloseTo(360, 9); // fields left out (an older saved analysis) alike
  });
  it('Seller financing subtracts each term', () => {
    // 0% over 10 years: payment = 120000 / 120 = 1000
    // taxes 200 + insurance 80 + vacancy 5% of 2000 = 100 + maintenance 7% of 2000 = 140 -> 520
    // cash flow = 2000 - 1000 - 520 = 480; ROI = 480 * 12 / 20000 = 28.8%
    const r = sellerFinancing({
      ...zeroInterestTenYears,
      monthlyRent: '2000',
      taxes: '200',
      insurance: '$80',
      vacancyRate: '',
      maintenanceRate: '7%',
    });
    expect(r.monthlyPayment).toBe(1000);
    expectFigures(r, { operatingExpenses: 520, cashFlow: 480, roi: 28.8 });
  });
  it('no rent, no vacancy or maintenance: only taxes and insurance remain', () => {
    // payment 1000 (as above); expenses = 150 + 50 = 200; cash flow = 0 - 1000 - 200 = -1200
    const r = sellerFinancing({ ...zeroInterestTenYears, monthlyRent: '', taxes: '150', insurance: '50' });
    expect(r.cashFlow).toBe(-1200);
  });
});

describe('leaseOption', () => {
  it('computes the annual credit ROI on the option fee', () => {
    const r = leaseOption({
      propertyValue: '200000',
      optionFee: '6000',
      monthlyRent: '1500',
      monthlyCredit: '250',
      marketRent: '1700',
    });
    expect(r).toMatchObject({
      strategy: 'Lease Option',
      downPayment: 6000,
      monthlyPayment: 1500,
      cashFlow: 200,
      totalInvestment: 6000,
      roi: 50,
    });
  });
  it('has no credit ROI (null) without an option fee', () => {
    expect(
      leaseOption({ propertyValue: '', optionFee: '', monthlyRent: '', monthlyCredit: '300', marketRent: '' }).roi,
    ).toBeNull();
  });
});
