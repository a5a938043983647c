import type { Schemas } from '../../api/types';

export type CompChoice = Schemas['CompChoiceDto'];
export type CompsChoice = Schemas['CompsChoiceDto'];
type Comparable = Schemas['ComparableDto'];

/** Every comparable of an estimate, included, without adjustment. */
export const compsFromEstimate = (comparables: Comparable[]): CompChoice[] =>
  comparables.map((c) => ({
    address: c.address,
    price: c.price,
    included: true,
    adjustmentType: 'amount',
    adjustment: 0,
  }));

/** A comp's price after the student's adjustment: dollars added, or a percent (a fraction, 0.05 = +5%). */
export function adjustedPrice(c: CompChoice): number | null {
  if (typeof c.price !== 'number') return null;
  const adjusted = c.adjustmentType === 'percent' ? c.price * (1 + c.adjustment) : c.price + c.adjustment;
  return Math.max(0, Math.round(adjusted));
}

/**
 * The ARV the chosen comps suggest: the plain average of the included comps' adjusted prices, to the dollar; null
 * when none is included (see docs/decisions.md).
 */
export function derivedArv(items: CompChoice[]): number | null {
  const prices = items
    .filter((c) => c.included)
    .map(adjustedPrice)
    .filter((p): p is number => p !== null);
  if (!prices.length) return null;
  return Math.round(prices.reduce((a, p) => a + p, 0) / prices.length);
}

/** What the save sends: the items and the ARV they give (none when nothing is included). */
export function compsChoice(items: CompChoice[] | undefined): CompsChoice | undefined {
  if (!items?.length) return undefined;
  const arv = derivedArv(items);
  return arv === null ? { derivedArv: 0, items } : { derivedArv: arv, items };
}
