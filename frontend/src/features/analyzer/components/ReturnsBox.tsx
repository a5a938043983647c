import { formatCurrency, formatPercent } from '../../../shared/format';
import type { Schemas } from '../../../api/types';

type Returns = Schemas['DealReturnsDto'];

/** A fraction as a percent; "—" when there is none (no cash in the deal). */
const pct = (fraction: number | null) => (fraction === null ? '—' : formatPercent(fraction * 100));

/** Profit, ROI, cash needed and annualised return of buying at one price (the offer, or the max buy price). */
export default function ReturnsBox({
  title,
  returns: r,
  compact,
}: {
  title: string;
  returns: Returns;
  compact?: boolean;
}) {
  const losing = r.profit < 0;
  return (
    <section className={compact ? 'ff-returns ff-returns--compact' : 'ff-returns'} aria-label={title}>
      <span className="ff-returns__title">{title}</span>
      <dl>
        <div>
          <dt>Profit</dt>
          <dd className={losing ? 'ff-negative' : undefined}>{formatCurrency(r.profit)}</dd>
        </div>
        <div>
          <dt>ROI</dt>
          <dd className={losing ? 'ff-negative' : undefined}>{pct(r.roi)}</dd>
        </div>
        <div>
          <dt>Cash Needed</dt>
          <dd>{formatCurrency(r.cashNeeded)}</dd>
        </div>
        <div>
          <dt>Annualized Return</dt>
          <dd className={losing ? 'ff-negative' : undefined}>{pct(r.annualizedReturn)}</dd>
        </div>
      </dl>
      {!compact && (
        <small className={r.meetsProfitTarget ? undefined : 'ff-negative'}>
          {r.meetsProfitTarget
            ? 'At or below the maximum buy price: the profit target is met.'
            : 'Above the maximum buy price: the profit target is not met.'}
        </small>
      )}
    </section>
  );
}
