import { formatCurrency } from '../../../shared/format';
import type { DealAnalysis } from '../analyzer.api';

const SEGMENTS: Array<{ key: keyof DealAnalysis; label: string; color: string }> = [
  { key: 'maxBuyPrice', label: 'Purchase (max buy)', color: '#1677ff' },
  { key: 'renovationCost', label: 'Renovation', color: '#fa8c16' },
  { key: 'closingCosts', label: 'Closing', color: '#722ed1' },
  { key: 'agentCommission', label: 'Commission', color: '#eb2f96' },
  { key: 'taxes', label: 'Taxes', color: '#13c2c2' },
  { key: 'hardMoneyCarryCost', label: 'Hard money carry', color: '#faad14' },
  { key: 'profitTarget', label: 'Your profit', color: '#52c41a' },
];

/** Where the ARV goes: one stacked bar plus a row per part (plain CSS, no chart library). */
export default function ArvChart({ analysis }: { analysis: DealAnalysis }) {
  const parts = SEGMENTS.map((s) => ({ ...s, value: Math.max(0, Number(analysis[s.key]) || 0) }));
  const total = parts.reduce((a, p) => a + p.value, 0) || 1;
  return (
    <figure className="ff-chart" aria-label="Where the ARV goes">
      <figcaption className="ff-chart__title">Where the {formatCurrency(analysis.arv)} ARV goes</figcaption>
      <div
        className="ff-chart__stack"
        role="img"
        aria-label={parts.map((p) => `${p.label} ${formatCurrency(p.value)}`).join(', ')}
      >
        {parts.map((p) => (
          <span key={p.key} style={{ width: `${(p.value / total) * 100}%`, background: p.color }} />
        ))}
      </div>
      <ul className="ff-chart__rows">
        {parts.map((p) => (
          <li key={p.key}>
            <span className="ff-chart__swatch" style={{ background: p.color }} aria-hidden="true" />
            <span className="ff-chart__label">{p.label}</span>
            <span className="ff-chart__bar">
              <span style={{ width: `${(p.value / total) * 100}%`, background: p.color }} />
            </span>
            <span className="ff-chart__value">
              {formatCurrency(p.value)} · {Math.round((p.value / total) * 100)}%
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
