import { Grid } from 'antd';
import { formatCurrency } from '../../../shared/format';
import type { DealAnalysis } from '../analyzer.api';
import { NO_OFFER } from '../deal-presentation';

const NAMES = { best: 'Best case', base: 'Base case', worst: 'Worst case' } as const;
const CAPTION = 'Scenarios (ARV ±10%, renovation ±20%, +30 holding days)';

type Scenario = DealAnalysis['scenarios'][number];

/**
 * A scenario read like the deal itself (the server's summary rule): a max buy that shows as $0 or less is "No offer",
 * and its profit is the (negative) profit at a $0 price.
 */
function figures(s: Scenario) {
  const offer = Math.round(s.maxBuyPrice) > 0;
  return {
    offer,
    maxBuy: offer ? formatCurrency(s.maxBuyPrice) : NO_OFFER,
    profit: formatCurrency(offer ? s.profitTarget : Math.round((s.arv - s.fixedCosts) * 100) / 100),
  };
}

/**
 * Best/base/worst: ARV ±10%, renovation ∓20%, holding +30 days in the worst case. A table where it fits; on a phone
 * one card per scenario, so Max Buy and Profit are never behind a sideways scroll.
 */
export default function ScenarioTable({ analysis }: { analysis: DealAnalysis }) {
  const screens = Grid.useBreakpoint();
  if (screens.sm === false) {
    return (
      <section className="ff-scenarios" aria-label={CAPTION}>
        <p className="ff-scenarios__title">{CAPTION}</p>
        <ul>
          {analysis.scenarios.map((s) => {
            const f = figures(s);
            return (
              <li key={s.name} className={s.name === 'base' ? 'ff-scenario ff-scenario--base' : 'ff-scenario'}>
                <strong>{NAMES[s.name]}</strong>
                <dl>
                  <div>
                    <dt>ARV</dt>
                    <dd>{formatCurrency(s.arv)}</dd>
                  </div>
                  <div>
                    <dt>Renovation</dt>
                    <dd>{formatCurrency(s.renovationCost)}</dd>
                  </div>
                  <div>
                    <dt>Days</dt>
                    <dd>{s.holdingDays}</dd>
                  </div>
                  <div>
                    <dt>Max Buy</dt>
                    <dd className={f.offer ? undefined : 'ff-negative'}>{f.maxBuy}</dd>
                  </div>
                  <div>
                    <dt>Profit</dt>
                    <dd className={f.offer ? undefined : 'ff-negative'}>{f.profit}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      </section>
    );
  }
  return (
    <div className="ff-table-wrap">
      <table className="ff-table">
        <caption>{CAPTION}</caption>
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
          {analysis.scenarios.map((s) => {
            const f = figures(s);
            return (
              <tr key={s.name} className={s.name === 'base' ? 'ff-table__base' : undefined}>
                <th scope="row">{NAMES[s.name]}</th>
                <td>{formatCurrency(s.arv)}</td>
                <td>{formatCurrency(s.renovationCost)}</td>
                <td>{s.holdingDays}</td>
                <td className={f.offer ? undefined : 'ff-negative'}>{f.maxBuy}</td>
                <td className={f.offer ? undefined : 'ff-negative'}>{f.profit}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
