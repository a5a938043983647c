import { describe, expect, it } from 'vitest';
import { leaseOption, sellerFinancing, subjectTo } from './creative-finance.calculator';

describe('subjectTo', () => {
  it('computes equity and shows the payment as entered', () => {
    const r = subjectTo({
      propertyValue: '250000',
      loanBalance: '180000',
      monthlyPayment: '1350',
      cashToSeller: '5000',
      closingCosts: '3000',
      monthlyRent: '1900',
    });
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
    const ten = sellerFinancing({
      purchasePrice: '140000',
      downPayment: '20000',
      interestRate: '0',
      termYears: '10',
      monthlyRent: '0',
    });
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
