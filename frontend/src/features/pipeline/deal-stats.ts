import type { FixFlipProperty } from '../analyzer';

/** Spec 2 §2.2 statistic cards. Lost Rate is a rounded percent, 0 with no deals. */
export function dealStats(deals: FixFlipProperty[]) {
  const count = (s: string) => deals.filter((d) => d.status === s).length;
  const lost = count('lost');
  return {
    active: deals.filter((d) => d.status !== 'closed' && d.status !== 'lost').length,
    closed: count('closed'),
    underContract: count('under_contract'),
    lostRate: deals.length ? Math.round((lost / deals.length) * 100) : 0,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days since the deal entered its current status. */
export function daysInStage(deal: Pick<FixFlipProperty, 'statusUpdatedAt' | 'createdAt'>, now = Date.now()): number {
  const since = Date.parse(deal.statusUpdatedAt || deal.createdAt);
  return Number.isFinite(since) ? Math.max(0, Math.floor((now - since) / DAY_MS)) : 0;
}

export const daysInStageText = (days: number) =>
  days === 0 ? 'Entered today' : `${days} day${days === 1 ? '' : 's'} in stage`;
