import { formatCurrency } from '../../shared/format';
import type { Schemas } from '../../api/types';

export type DealSummary = Schemas['DealSummaryDto'];

/** What every screen writes for a deal without an offer (max buy at or below $0). */
export const NO_OFFER = 'No offer';

export interface DealFigures {
  /** "$182,450" or "No offer". */
  maxBuy: string;
  /** The profit target, or the (negative) shortfall of a deal without an offer. */
  profit: string;
  totalInvestment: string;
  /** No purchase price reaches the target: the screens mark the figures as a loss. */
  losing: boolean;
  /** A losing deal's costs above the ARV, e.g. "$6,017"; undefined for a deal with an offer. */
  shortfall?: string;
}

/**
 * The one presentation of a deal (docs/decisions.md), from the server's summary: the analyzer card, the
 * Saved Analyses grid, the pipeline card and the detail dialog all write these strings, so a losing deal reads the
 * same everywhere ("No offer", a negative expected profit, the costs as total investment).
 */
export function dealFigures(summary: DealSummary | null | undefined): DealFigures | null {
  if (!summary) return null;
  const losing = !summary.hasOffer;
  return {
    maxBuy: losing ? NO_OFFER : formatCurrency(summary.maxBuyPrice),
    profit: formatCurrency(summary.expectedProfit),
    totalInvestment: formatCurrency(summary.totalInvestment),
    losing,
    shortfall: losing ? formatCurrency(summary.shortfall) : undefined,
  };
}
