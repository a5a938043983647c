import { formatCurrency } from '../../../shared/format';
import type { DealAnalysis } from '../analyzer.api';

const NAMES = { best: 'Best case', base: 'Base case', worst: 'Worst case' } as const;

/** Best/base/worst: ARV ±10%, renovation ∓20%, holding +30 days in the worst case. */
export default function ScenarioTable({ analysis }: { analysis: DealAnalysis }) {
  return (
    // On a phone the table scrolls sideways inside this box, which keyboard users reach with Tab (then the arrows).
    <div className="ff-table-wrap" tabIndex={0} role="region" aria-label="Scenarios table">
      <table className="ff-table">
        <caption>Scenarios (ARV ±10%, renovation ±20%, +30 holding days)</caption>
        <thead>
          <tr>
            <th scope="col">Scenario</th>
            <th scope="col">ARV</th>
            <th scope="col">Renovation</th>
            <th scope="col">Days</th>
            <th scope="col">Max Buy</th>
            <th scope="col">Profit</th>
          </tr>
        </thead>
        <tbody>
          {analysis.scenarios.map((s) => (
            <tr key={s.name} className={s.name === 'base' ? 'ff-table__base' : undefined}>
              <th scope="row">{NAMES[s.name]}</th>
              <td>{formatCurrency(s.arv)}</td>
              <td>{formatCurrency(s.renovationCost)}</td>
              <td>{s.holdingDays}</td>
              {/* A scenario with no buy price above $0 has no offer and no profit to show. */}
              <td className={s.isProfitable ? undefined : 'ff-negative'}>
                {s.isProfitable ? formatCurrency(s.maxBuyPrice) : 'No offer'}
              </td>
              <td>{s.isProfitable ? formatCurrency(s.profitTarget) : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
