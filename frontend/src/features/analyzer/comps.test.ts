import { describe, expect, it } from 'vitest';
import { adjustedPrice, compsChoice, derivedArv, type CompChoice } from './comps';

const comp = (price: number | null, patch: Partial<CompChoice> = {}): CompChoice => ({
  address: `${price} Main St`,
  price,
  included: true,
  adjustmentType: 'amount',
  adjustment: 0,
  ...patch,
});

describe('comps', () => {
  it('adjusts in dollars or by a percent (a fraction), never below 0', () => {
    expect(adjustedPrice(comp(300000, { adjustment: -5000 }))).toBe(295000);
    expect(adjustedPrice(comp(300000, { adjustmentType: 'percent', adjustment: 0.05 }))).toBe(315000);
    expect(adjustedPrice(comp(300000, { adjustmentType: 'percent', adjustment: -0.1 }))).toBe(270000);
    expect(adjustedPrice(comp(1000, { adjustment: -5000 }))).toBe(0);
    expect(adjustedPrice(comp(null))).toBeNull();
  });

  it('averages the included comps only, to the dollar', () => {
    // (295,000 + 315,000) / 2 = 305,000; the excluded 900,000 does not count
    const items = [
      comp(300000, { adjustment: -5000 }),
      comp(300000, { adjustmentType: 'percent', adjustment: 0.05 }),
      comp(900000, { included: false }),
    ];
    expect(derivedArv(items)).toBe(305000);
    // (100,000 + 100,001) / 2 = 100,000.5 → 100,001
    expect(derivedArv([comp(100000), comp(100001)])).toBe(100001);
    expect(derivedArv([comp(300000, { included: false })])).toBeNull();
    expect(derivedArv([])).toBeNull();
  });

  it('sends the choice with the ARV it gives', () => {
    const items = [comp(300000), comp(320000, { included: false })];
    expect(compsChoice(items)).toEqual({ derivedArv: 300000, items });
    expect(compsChoice([])).toBeUndefined();
  });
});
