import { formatCurrency } from '../../../shared/format';
import type { DealAnalysis } from '../analyzer.api';

const change = (fraction: number) =>
  fraction === 0 ? '±0%' : `${fraction > 0 ? '+' : '−'}${Math.abs(fraction * 100)}%`;

/** Profit at one buy price (the offer, or the max buy price) for each ARV change (rows) and rehab change (columns). */
export default function SensitivityGrid({ sensitivity: s }: { sensitivity: DealAnalysis['sensitivity'] }) {
  const columns = s.rows[0]?.cells ?? [];
  const basis = s.basis === 'offer' ? 'your offer' : 'the maximum buy price';
  return (
    // A 6-column grid of short figures; on a phone it may scroll sideways inside this named, focusable region.
    <div className="ff-table-wrap" tabIndex={0} role="region" aria-label="Sensitivity grid">
      <table className="ff-table ff-table--grid">
        <caption>
          Profit buying at {basis} ({formatCurrency(s.price)})
        </caption>
        <thead>
          <tr>
            <th scope="col">ARV \ Rehab</th>
            {columns.map((c) => (
              <th scope="col" key={c.rehabChange}>
                Rehab {change(c.rehabChange)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {s.rows.map((r) => (
            <tr key={r.arvChange} className={r.arvChange === 0 ? 'ff-table__base' : undefined}>
              <th scope="row">
                ARV {change(r.arvChange)}
                <span className="ff-table__sub">{formatCurrency(r.arv)}</span>
              </th>
              {r.cells.map((c) => (
                <td key={c.rehabChange} className={c.profit < 0 ? 'ff-negative' : undefined}>
                  {formatCurrency(c.profit)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
