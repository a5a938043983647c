import { analyzeFixFlip, calculateBreakdown, type FixFlipBreakdown, type FixFlipInput } from './fix-flip.calculator';

/**
 * Spec 2 §9, worked by hand (exact decimal arithmetic, rounded to the cent only at the end). The test states the
 * answers; it never runs the formula itself.
 *
 *   rate = midpoint $/sq ft; days = holding days; months = days / 30.44
 *   renovation = sqft × rate (+ 50,000 for a pool); closing = 1% ARV; commission = 2.5% ARV
 *   taxes = ARV × 1.5% / 12 × months; carry rate = 1% + 9% × days / 365
 *   max buy = (ARV − renovation − closing − commission − taxes) / (1 + 10% + carry rate)
 *
 * | case                         | rate  | days | renovation | closing | commission | taxes    | carry rate | max buy     | carry      | profit     |
 * |------------------------------|-------|------|------------|---------|------------|----------|------------|-------------|------------|------------|
 * | A 300,000 · 1,500 · medium   | 45    | 132  | 67,500     | 3,000   | 7,500      | 1,626.15 | 0.042548   | 192,879.30  | 8,206.62   | 19,287.93  |
 * | B 250,000 · 1,200 · v.light+pool | 17.5 | 97 | 71,000    | 2,500   | 6,250      | 995.81   | 0.033918   | 149,264.95  | 5,062.74   | 14,926.50  |
 * | C 450,000 · 2,000 · heavy    | 62.5  | 180  | 125,000    | 4,500   | 11,250     | 3,326.22 | 0.054384   | 265,010.52  | 14,412.22  | 26,501.05  |
 * | D 100,000 · 3,000 · v.heavy (losing) | 87.5 | 270 | 262,500 | 1,000 | 2,500     | 1,108.74 | 0.076575   | −142,029.78 | −10,875.98 | −14,202.98 |
 *
 * Worked example A: taxes = 300,000 × 0.015 / 12 × 132/30.44 = 375 × 4.336399… = 1,626.1498;
 * carry rate = 0.01 + 0.09 × 0.361644 = 0.0425479; max buy = 220,373.8502 / 1.1425479 = 192,879.30.
 */
type Expected = Pick<
  FixFlipBreakdown,
  | 'rehabCostPerSqft'
  | 'holdingDays'
  | 'holdingMonths'
  | 'renovationCost'
  | 'closingCosts'
  | 'agentCommission'
  | 'taxes'
  | 'hardMoneyCarryRate'
  | 'fixedCosts'
  | 'maxBuyPrice'
  | 'hardMoneyCarryCost'
  | 'profitTarget'
  | 'totalCosts'
  | 'profitMargin'
  | 'isProfitable'
>;

const CASES: Array<[string, FixFlipInput, Expected]> = [
  [
    'A: 300,000 ARV, 1,500 sq ft, medium',
    { arv: 300_000, squareFeet: 1_500, rehabLevel: 'medium' },
    {
      rehabCostPerSqft: 45,
      holdingDays: 132,
      holdingMonths: 4.34,
      renovationCost: 67_500,
      closingCosts: 3_000,
      agentCommission: 7_500,
      taxes: 1_626.15,
      hardMoneyCarryRate: 0.042548,
      fixedCosts: 79_626.15,
      maxBuyPrice: 192_879.3,
      hardMoneyCarryCost: 8_206.62,
      profitTarget: 19_287.93,
      totalCosts: 107_120.7,
      profitMargin: 0.064293,
      isProfitable: true,
    },
  ],
  [
    'B: 250,000 ARV, 1,200 sq ft, very light, with a pool',
    { arv: 250_000, squareFeet: 1_200, rehabLevel: 'very_light', needsPoolRenovation: true },
    {
      rehabCostPerSqft: 17.5,
      holdingDays: 97,
      holdingMonths: 3.19,
      renovationCost: 71_000,
      closingCosts: 2_500,
      agentCommission: 6_250,
      taxes: 995.81,
      hardMoneyCarryRate: 0.033918,
      fixedCosts: 80_745.81,
      maxBuyPrice: 149_264.95,
      hardMoneyCarryCost: 5_062.74,
      profitTarget: 14_926.5,
      totalCosts: 100_735.05,
      profitMargin: 0.059706,
      isProfitable: true,
    },
  ],
  [
    'C: 450,000 ARV, 2,000 sq ft, heavy',
    { arv: 450_000, squareFeet: 2_000, rehabLevel: 'heavy' },
    {
      rehabCostPerSqft: 62.5,
      holdingDays: 180,
      holdingMonths: 5.91,
      renovationCost: 125_000,
      closingCosts: 4_500,
      agentCommission: 11_250,
      taxes: 3_326.22,
      hardMoneyCarryRate: 0.054384,
      fixedCosts: 144_076.22,
      maxBuyPrice: 265_010.52,
      hardMoneyCarryCost: 14_412.22,
      profitTarget: 26_501.05,
      totalCosts: 184_989.48,
      profitMargin: 0.058891,
      isProfitable: true,
    },
  ],
  [
    'D (losing): 100,000 ARV, 3,000 sq ft, very heavy',
    { arv: 100_000, squareFeet: 3_000, rehabLevel: 'very_heavy' },
    {
      rehabCostPerSqft: 87.5,
      holdingDays: 270,
      holdingMonths: 8.87,
      renovationCost: 262_500,
      closingCosts: 1_000,
      agentCommission: 2_500,
      taxes: 1_108.74,
      hardMoneyCarryRate: 0.076575,
      fixedCosts: 267_108.74,
      maxBuyPrice: -142_029.78,
      hardMoneyCarryCost: -10_875.98,
      profitTarget: -14_202.98,
      totalCosts: 242_029.78,
      profitMargin: -0.14203,
      isProfitable: false,
    },
  ],
];

describe('Fix & Flip calculator (spec 2 §9), against hand-worked answers', () => {
  it.each(CASES)('%s', (_name, input, expected) => {
    expect(calculateBreakdown(input)).toMatchObject(expected);
  });

  it('uses the midpoint rate and holding days of each rehab level (1,000 sq ft)', () => {
    const levels = ['very_light', 'light', 'medium', 'heavy', 'very_heavy'] as const;
    const table = levels.map((rehabLevel) => {
      const r = calculateBreakdown({ arv: 200_000, squareFeet: 1_000, rehabLevel });
      return [rehabLevel, r.rehabCostPerSqft, r.holdingDays, r.renovationCost];
    });
    expect(table).toEqual([
      ['very_light', 17.5, 97, 17_500],
      ['light', 30, 104, 30_000],
      ['medium', 45, 132, 45_000],
      ['heavy', 62.5, 180, 62_500],
      ['very_heavy', 87.5, 270, 87_500],
    ]);
  });

  it('gives the 70% rule offer beside ours: 70% × ARV − renovation', () => {
    const a = analyzeFixFlip(CASES[0][1]);
    expect(a.seventyPercentRuleOffer).toBe(142_500); // 210,000 − 67,500
    expect(a.differenceFromSeventyPercentRule).toBe(50_379.3); // 192,879.30 − 142,500
    const losing = analyzeFixFlip(CASES[3][1]);
    expect(losing.seventyPercentRuleOffer).toBe(-192_500); // 70,000 − 262,500
    expect(losing.differenceFromSeventyPercentRule).toBe(50_470.22);
  });

  it('builds the best/base/worst table: ARV ±10%, renovation ∓20%, +30 holding days for the worst', () => {
    const [best, base, worst] = analyzeFixFlip(CASES[0][1]).scenarios;
    expect([best.name, base.name, worst.name]).toEqual(['best', 'base', 'worst']);
    // best: ARV 330,000, renovation 54,000, 132 days; worst: ARV 270,000, renovation 81,000, 162 days
    expect(best).toMatchObject({ arv: 330_000, renovationCost: 54_000, holdingDays: 132, maxBuyPrice: 229_890.78 });
    expect(base).toMatchObject({ arv: 300_000, renovationCost: 67_500, holdingDays: 132, maxBuyPrice: 192_879.3 });
    expect(worst).toMatchObject({ arv: 270_000, renovationCost: 81_000, holdingDays: 162, maxBuyPrice: 154_575.92 });
  });
});
