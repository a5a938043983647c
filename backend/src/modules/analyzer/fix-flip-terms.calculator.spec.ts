import { analyzeFixFlip, calculateBreakdown, type FixFlipInput } from './fix-flip.calculator';

/**
 * Issue 28: each of the investor's terms, one at a time, on case A of fix-flip.calculator.spec.ts (ARV 300,000,
 * 1,500 sq ft, medium: renovation 67,500, closing 3,000, commission 7,500, taxes 1,626.15, 132 days,
 * months = 132 / 30.44 = 4.336399…, carry rate = 0.01 + 0.09 × 132/365 = 0.0425479…). Worked by hand with exact
 * decimals, rounded to the cent at the end; the test never runs the formula itself.
 *
 *   max buy = (ARV − fixed) / (1 + profit rate + loan-to-cost × carry rate)
 *   fixed   = renovation + closing + commission + taxes + insurance + utilities
 */
const A: FixFlipInput = { arv: 300_000, squareFeet: 1_500, rehabLevel: 'medium' };
const withTerms = (assumptions: FixFlipInput['assumptions'], extra: Partial<FixFlipInput> = {}) =>
  ({ ...A, assumptions, ...extra }) as FixFlipInput;

describe('Fix & Flip terms (issue 28), against hand-worked answers', () => {
  it('gives exactly the spec numbers when every term is the default', () => {
    expect(calculateBreakdown(withTerms({}))).toEqual(calculateBreakdown(A));
    expect(calculateBreakdown(A)).toMatchObject({ maxBuyPrice: 192_879.3, insurance: 0, utilities: 0 });
  });

  it('insurance: $150 a month over the hold', () => {
    // insurance = 150 × 4.336399… = 650.46; fixed = 79,626.15 + 650.46 = 80,276.61
    // max buy = (300,000 − 80,276.6097) / 1.1425479 = 192,310.00; carry = 8,182.40; profit = 19,231.00
    expect(calculateBreakdown(withTerms({ insurancePerMonth: 150 }))).toMatchObject({
      insurance: 650.46,
      utilities: 0,
      fixedCosts: 80_276.61,
      maxBuyPrice: 192_310,
      hardMoneyCarryCost: 8_182.4,
      profitTarget: 19_231,
    });
  });

  it('utilities: $200 a month over the hold', () => {
    // utilities = 200 × 4.336399… = 867.28; fixed = 80,493.43; max buy = 219,506.5703 / 1.1425479 = 192,120.23
    expect(calculateBreakdown(withTerms({ utilitiesPerMonth: 200 }))).toMatchObject({
      utilities: 867.28,
      fixedCosts: 80_493.43,
      maxBuyPrice: 192_120.23,
      hardMoneyCarryCost: 8_174.32,
    });
  });

  it('loan-to-cost 80%: carry only on the loan', () => {
    // denominator = 1 + 0.10 + 0.8 × 0.0425479 = 1.1340384; max buy = 220,373.8502 / 1.1340384 = 194,326.63
    // carry = 194,326.63 × 0.8 × 0.0425479 = 6,614.56
    expect(calculateBreakdown(withTerms({ loanToCost: 0.8 }))).toMatchObject({
      maxBuyPrice: 194_326.63,
      hardMoneyCarryRate: 0.042548,
      hardMoneyCarryCost: 6_614.56,
      profitTarget: 19_432.66,
    });
  });

  it('rate 12% and 2 points', () => {
    // carry rate = 0.02 + 0.12 × 132/365 = 0.0633973; max buy = 220,373.8502 / 1.1633973 = 189,422.70
    expect(calculateBreakdown(withTerms({ annualInterestRate: 0.12, points: 0.02 }))).toMatchObject({
      hardMoneyCarryRate: 0.063397,
      maxBuyPrice: 189_422.7,
      hardMoneyCarryCost: 12_008.88,
    });
  });

  it('holding days of my own: 150 instead of the level’s 132', () => {
    // months = 150 / 30.44 = 4.927727; taxes = 375 × 4.927727 = 1,847.90; carry rate = 0.01 + 0.09 × 150/365 = 0.0469863
    // max buy = (300,000 − 79,847.8975) / 1.1469863 = 191,939.61
    expect(calculateBreakdown(withTerms({ holdingDaysOverride: 150 }))).toMatchObject({
      holdingDays: 150,
      holdingMonths: 4.93,
      taxes: 1_847.9,
      hardMoneyCarryRate: 0.046986,
      maxBuyPrice: 191_939.61,
    });
    // per level: medium 150 days gives the same
    expect(calculateBreakdown(withTerms({ holdingDaysByLevel: { medium: 150 } })).maxBuyPrice).toBe(191_939.61);
  });

  it('rehab: $50 a square foot for the level, or a total budget of my own', () => {
    // 1,500 × 50 = 75,000; fixed = 87,126.15; max buy = 212,873.8502 / 1.1425479 = 186,315.03
    expect(calculateBreakdown(withTerms({ rehabCostPerSqft: { medium: 50 } }))).toMatchObject({
      rehabCostPerSqft: 50,
      renovationCost: 75_000,
      maxBuyPrice: 186_315.03,
    });
    // budget 60,000 (40 per sq ft); fixed = 72,126.15; max buy = 227,873.8502 / 1.1425479 = 199,443.58
    const budget = analyzeFixFlip(withTerms({ rehabBudget: 60_000 }));
    expect(budget).toMatchObject({ rehabCostPerSqft: 40, renovationCost: 60_000, maxBuyPrice: 199_443.58 });
    expect(budget.usesRehabBudget).toBe(true);
    // a pool still adds 50,000 on top of the budget
    expect(
      calculateBreakdown({ ...withTerms({ rehabBudget: 60_000 }), needsPoolRenovation: true }).renovationCost,
    ).toBe(110_000);
  });

  it('tax 2%, agent 5%, closing 2%, profit 15%', () => {
    // closing 6,000; commission 15,000; taxes = 300,000 × 0.02 / 12 × 4.336399 = 2,168.20; fixed = 90,668.20
    // max buy = 209,331.8003 / (1 + 0.15 + 0.0425479) = 175,533.24; profit = 15% = 26,329.99
    expect(
      calculateBreakdown(
        withTerms({ annualTaxRate: 0.02, agentCommissionRate: 0.05, closingCostRate: 0.02, profitRate: 0.15 }),
      ),
    ).toMatchObject({
      closingCosts: 6_000,
      agentCommission: 15_000,
      taxes: 2_168.2,
      maxBuyPrice: 175_533.24,
      profitTarget: 26_329.99,
    });
  });

  it('flags a hold longer than the loan term', () => {
    // 132 days = 4.34 months: within 12 months, not within 4
    expect(analyzeFixFlip(A).holdingExceedsLoanTerm).toBe(false);
    expect(analyzeFixFlip(withTerms({ loanTermMonths: 4 })).holdingExceedsLoanTerm).toBe(true);
  });
});

describe('an offer to test', () => {
  it('at $180,000 with the spec terms', () => {
    // loan 180,000 (100%), down 0; points 1,800; interest = 180,000 × 0.09 × 132/365 = 5,858.63
    // cash needed = 0 + 1,800 + 5,858.63 + 67,500 + 1,626.15 = 76,784.78
    // total cost = 180,000 + 67,500 + 1,626.15 + 10,500 + 1,800 + 5,858.63 = 267,284.78; profit = 32,715.22
    // ROI = 32,715.22 / 76,784.78 = 0.426064; annualised = 0.426064 × 365/132 = 1.178131
    const a = analyzeFixFlip({ ...A, offerPrice: 180_000 });
    expect(a.offerPrice).toBe(180_000);
    expect(a.atOffer).toEqual({
      price: 180_000,
      loanAmount: 180_000,
      downPayment: 0,
      pointsCost: 1_800,
      interestCost: 5_858.63,
      holdingCosts: 1_626.15,
      sellingCosts: 10_500,
      cashNeeded: 76_784.78,
      totalCost: 267_284.78,
      profit: 32_715.22,
      roi: 0.426064,
      annualizedReturn: 1.178131,
      profitMargin: 0.109051,
      meetsProfitTarget: true,
    });
  });

  it('above the max buy price it misses the target', () => {
    // 210,000: interest 6,835.07, points 2,100; profit = 300,000 − 298,561.22 = 1,438.78
    const a = analyzeFixFlip({ ...A, offerPrice: 210_000 });
    expect(a.atOffer).toMatchObject({ profit: 1_438.78, cashNeeded: 78_061.22, meetsProfitTarget: false });
  });

  it('with 80% loan-to-cost: a down payment in cash, points and interest on the loan only', () => {
    // at max buy 194,326.63: loan 155,461.30, down 38,865.33, points 1,554.61, interest 5,059.95
    // cash = 38,865.33 + 1,554.61 + 5,059.95 + 67,500 + 1,626.15 = 114,606.03 (rounded parts: .04 → full precision .03)
    // profit = the target 19,432.66; ROI = 19,432.66 / 114,606.03 = 0.169561
    const a = analyzeFixFlip({ ...withTerms({ loanToCost: 0.8 }), offerPrice: 180_000 });
    expect(a.atMaxBuyPrice).toMatchObject({
      price: 194_326.63,
      loanAmount: 155_461.3,
      downPayment: 38_865.33,
      pointsCost: 1_554.61,
      interestCost: 5_059.95,
      cashNeeded: 114_606.03,
      profit: 19_432.66,
      roi: 0.169561,
      meetsProfitTarget: true,
    });
    // at 180,000: loan 144,000, down 36,000, points 1,440, interest 4,686.90; cash 111,253.05; profit 34,246.95
    expect(a.atOffer).toMatchObject({ downPayment: 36_000, cashNeeded: 111_253.05, profit: 34_246.95, roi: 0.307829 });
  });
});

describe('sensitivity grid', () => {
  it('profit at the max buy price for ARV ±5/10% × rehab ±10/20%', () => {
    // price 192,879.30, carry on it 8,206.62. ARV −10%, rehab +20%: 270,000 − 192,879.30 − 81,000 − 2,700 − 6,750
    // − taxes 1,463.53 − 8,206.62 = −22,999.45; ARV +10%, rehab −20%: 61,575.32; the centre is the profit target
    const s = analyzeFixFlip(A).sensitivity;
    expect(s.basis).toBe('max_buy_price');
    expect(s.price).toBe(192_879.3);
    expect(s.rows.map((r) => r.arvChange)).toEqual([-0.1, -0.05, 0, 0.05, 0.1]);
    expect(s.rows[0].cells.map((c) => c.rehabChange)).toEqual([-0.2, -0.1, 0, 0.1, 0.2]);
    const profit = (i: number, j: number) => s.rows[i].cells[j].profit;
    expect([profit(0, 0), profit(0, 2), profit(0, 4)]).toEqual([4_000.55, -9_499.45, -22_999.45]);
    expect([profit(2, 0), profit(2, 2), profit(2, 4)]).toEqual([32_787.93, 19_287.93, 5_787.93]);
    expect([profit(4, 0), profit(4, 2), profit(4, 4)]).toEqual([61_575.32, 48_075.32, 34_575.32]);
    expect(s.rows[0].arv).toBe(270_000);
    expect(s.rows[4].cells[0].renovationCost).toBe(54_000);
  });

  it('profit at the offer when one is given', () => {
    // 180,000 at ARV 330,000 and rehab 54,000: taxes 1,788.76, selling 11,550, points 1,800, interest 5,858.63
    // profit = 330,000 − 254,997.39 = 75,002.61; cash 63,447.39; ROI 1.182123
    const s = analyzeFixFlip({ ...A, offerPrice: 180_000 }).sensitivity;
    expect(s).toMatchObject({ basis: 'offer', price: 180_000 });
    expect(s.rows[4].cells[0]).toEqual({ rehabChange: -0.2, renovationCost: 54_000, profit: 75_002.61, roi: 1.182123 });
  });
});

describe('one presentation of a losing deal', () => {
  it('case D: no offer, the shortfall as the profit, the same total everywhere', () => {
    // fixed = 262,500 + 1,000 + 2,500 + 1,108.74 = 267,108.74 > ARV 100,000: shortfall 167,108.74
    const a = analyzeFixFlip({ arv: 100_000, squareFeet: 3_000, rehabLevel: 'very_heavy' });
    expect(a.maxBuyPrice).toBe(-142_029.78); // the formula's working, unchanged
    expect(a.summary).toEqual({
      hasOffer: false,
      maxBuyPrice: 0,
      hardMoneyCarryCost: 0,
      expectedProfit: -167_108.74,
      shortfall: 167_108.74,
      totalInvestment: 267_108.74,
      seventyPercentRuleOffer: null, // 70,000 − 262,500 < 0
      differenceFromSeventyPercentRule: null,
    });
    expect(a.atMaxBuyPrice).toBeNull();
    // the grid is priced at $0: ARV 100,000 − 267,108.74 = −167,108.74 at the centre
    expect(a.sensitivity).toMatchObject({ basis: 'max_buy_price', price: 0 });
    expect(a.sensitivity.rows[2].cells[2].profit).toBe(-167_108.74);
  });

  it('ARV 18,210 (1,000 sq ft, very light): a max buy of $0.10 shows as $0, so no offer and no 70% comparison', () => {
    // fixed = 17,500 + 637.35 + taxes 72.53 = 18,209.88; max buy = 0.12 / 1.1339178 = 0.10; 70% rule = 12,747 − 17,500
    const a = analyzeFixFlip({ arv: 18_210, squareFeet: 1_000, rehabLevel: 'very_light' });
    expect(a.maxBuyPrice).toBe(0.1);
    expect(a.seventyPercentRuleOffer).toBe(-4_753);
    expect(a.summary).toMatchObject({
      hasOffer: false,
      maxBuyPrice: 0,
      seventyPercentRuleOffer: null,
      differenceFromSeventyPercentRule: null,
    });
  });

  it('a profitable deal: the summary is the formula’s answer, total = ARV − profit', () => {
    // 192,879.30 + 79,626.15 + 8,206.62 = 280,712.07 = 300,000 − 19,287.93
    expect(analyzeFixFlip(A).summary).toEqual({
      hasOffer: true,
      maxBuyPrice: 192_879.3,
      hardMoneyCarryCost: 8_206.62,
      expectedProfit: 19_287.93,
      shortfall: 0,
      totalInvestment: 280_712.07,
      seventyPercentRuleOffer: 142_500,
      differenceFromSeventyPercentRule: 50_379.3,
    });
  });
});
