import { REHAB_LEVEL_RULES } from './analyzer.constants';
import { REHAB_LEVELS } from './entities/fix-flip-property.entity';
import { analyzeFixFlip, calculateBreakdown } from './fix-flip.calculator';

describe('Fix & Flip calculator (spec 2 §9)', () => {
  const input = { arv: 300_000, squareFeet: 1_500, rehabLevel: 'medium' as const };

  it('computes a medium rehab deal by the spec formula', () => {
    const r = calculateBreakdown(input);
    // 1,500 sq ft × $45 (midpoint of 40-50), 132 holding days
    expect(r.rehabCostPerSqft).toBe(45);
    expect(r.holdingDays).toBe(132);
    expect(r.renovationCost).toBe(67_500);
    expect(r.closingCosts).toBe(3_000);
    expect(r.agentCommission).toBe(7_500);
    // 1.5%/yr of 300,000 = 375/month over 132/30.44 months
    expect(r.taxes).toBeCloseTo(((300_000 * 0.015) / 12) * (132 / 30.44), 2);
    expect(r.hardMoneyCarryRate).toBeCloseTo(0.01 + (0.09 * 132) / 365, 6);
    const fixed = 67_500 + 3_000 + 7_500 + ((300_000 * 0.015) / 12) * (132 / 30.44);
    const maxBuy = (300_000 - fixed) / (1.1 + 0.01 + (0.09 * 132) / 365);
    expect(r.maxBuyPrice).toBeCloseTo(maxBuy, 2);
    expect(r.profitTarget).toBeCloseTo(maxBuy * 0.1, 2);
    expect(r.hardMoneyCarryCost).toBeCloseTo(maxBuy * (0.01 + (0.09 * 132) / 365), 2);
    expect(r.profitMargin).toBeCloseTo(r.profitTarget / 300_000, 5);
    expect(r.isProfitable).toBe(true);
  });

  it.each(REHAB_LEVELS)('uses the midpoint rate and holding days of %s', (level) => {
    const rule = REHAB_LEVEL_RULES[level];
    const r = calculateBreakdown({ ...input, rehabLevel: level });
    expect(r.rehabCostPerSqft).toBe((rule.minPerSqft + rule.maxPerSqft) / 2);
    expect(r.holdingDays).toBe(rule.holdingDays);
    expect(r.renovationCost).toBeCloseTo(1_500 * r.rehabCostPerSqft, 2);
  });

  it('matches the spec midpoints and holding days', () => {
    const table = REHAB_LEVELS.map((l) => [
      l,
      calculateBreakdown({ ...input, rehabLevel: l }).rehabCostPerSqft,
      REHAB_LEVEL_RULES[l].holdingDays,
    ]);
    expect(table).toEqual([
      ['very_light', 17.5, 97],
      ['light', 30, 104],
      ['medium', 45, 132],
      ['heavy', 62.5, 180],
      ['very_heavy', 87.5, 270],
    ]);
  });

  it.each(REHAB_LEVELS)('keeps max buy + total costs = ARV within a cent (%s)', (level) => {
    for (const pool of [false, true]) {
      const r = calculateBreakdown({
        arv: 412_345.67,
        squareFeet: 2_113,
        rehabLevel: level,
        needsPoolRenovation: pool,
      });
      expect(Math.abs(r.maxBuyPrice + r.totalCosts - r.arv)).toBeLessThanOrEqual(0.011);
      expect(Math.abs(r.fixedCosts + r.hardMoneyCarryCost + r.profitTarget - r.totalCosts)).toBeLessThanOrEqual(0.011);
    }
  });

  it('lowers the max buy price as the rehab gets heavier', () => {
    const prices = REHAB_LEVELS.map((l) => calculateBreakdown({ ...input, rehabLevel: l }).maxBuyPrice);
    for (let i = 1; i < prices.length; i++) expect(prices[i]).toBeLessThan(prices[i - 1]);
  });

  it('adds $50,000 for a pool renovation', () => {
    const without = calculateBreakdown(input);
    const withPool = calculateBreakdown({ ...input, needsPoolRenovation: true });
    expect(withPool.poolCost).toBe(50_000);
    expect(withPool.renovationCost - without.renovationCost).toBe(50_000);
    expect(withPool.maxBuyPrice).toBeCloseTo(without.maxBuyPrice - 50_000 / (1.1 + without.hardMoneyCarryRate), 1);
  });

  it('reports a deal as not profitable when the max buy price is not above 0', () => {
    const r = calculateBreakdown({
      arv: 100_000,
      squareFeet: 2_000,
      rehabLevel: 'very_heavy',
      needsPoolRenovation: true,
    });
    expect(r.maxBuyPrice).toBeLessThan(0);
    expect(r.isProfitable).toBe(false);
    expect(Math.abs(r.maxBuyPrice + r.totalCosts - r.arv)).toBeLessThanOrEqual(0.011);
  });

  it('gives the 70% rule offer beside ours', () => {
    const a = analyzeFixFlip(input);
    expect(a.seventyPercentRuleOffer).toBe(300_000 * 0.7 - 67_500);
    expect(a.differenceFromSeventyPercentRule).toBeCloseTo(a.maxBuyPrice - a.seventyPercentRuleOffer, 2);
  });

  it('builds the best/base/worst table (ARV ±10%, renovation ±20%, +30 holding days)', () => {
    const a = analyzeFixFlip(input);
    const [best, base, worst] = a.scenarios;
    expect(a.scenarios.map((s) => s.name)).toEqual(['best', 'base', 'worst']);
    expect(base.maxBuyPrice).toBe(a.maxBuyPrice);
    expect(best.arv).toBe(330_000);
    expect(best.renovationCost).toBe(54_000);
    expect(best.holdingDays).toBe(132);
    expect(worst.arv).toBe(270_000);
    expect(worst.renovationCost).toBe(81_000);
    expect(worst.holdingDays).toBe(162);
    expect(best.maxBuyPrice).toBeGreaterThan(base.maxBuyPrice);
    expect(worst.maxBuyPrice).toBeLessThan(base.maxBuyPrice);
  });
});
