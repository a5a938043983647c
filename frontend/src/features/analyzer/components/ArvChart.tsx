import { formatCurrency, formatPercent } from '../../../shared/format';
import type { DealAnalysis } from '../analyzer.api';

interface Segment {
  key: keyof DealAnalysis;
  label: string;
  color: string;
}

const PURCHASE: Segment = { key: 'maxBuyPrice', label: 'Purchase (max buy)', color: '#1677ff' };
const FIXED: Segment[] = [
  { key: 'renovationCost', label: 'Renovation', color: '#fa8c16' },
  { key: 'closingCosts', label: 'Closing', color: '#722ed1' },
  { key: 'agentCommission', label: 'Commission', color: '#eb2f96' },
  { key: 'taxes', label: 'Taxes', color: '#13c2c2' },
  { key: 'insurance', label: 'Insurance', color: '#2f54eb' },
  { key: 'utilities', label: 'Utilities', color: '#a0d911' },
];
/** Costs the spec's defaults leave at $0: listed only when the student's terms have them. */
const OPTIONAL: ReadonlyArray<keyof DealAnalysis> = ['insurance', 'utilities'];
const ON_PURCHASE: Segment[] = [
  { key: 'hardMoneyCarryCost', label: 'Hard money carry', color: '#faad14' },
  { key: 'profitTarget', label: 'Your profit', color: '#52c41a' },
];

/** A share of the ARV, as written on the screen (the spec's 2 decimals): 0.98 → "98.00%". */
const share = (fraction: number) => formatPercent(fraction * 100);

/**
 * Where the ARV goes: one stacked bar plus a row per part (plain CSS, no chart library). For a deal that works
 * the parts are shares of the ARV that add up to 100%. When the costs alone exceed the ARV there is no purchase
 * to split it with, so the chart says so and shows each cost against the ARV (which can pass 100%).
 */
export default function ArvChart({ analysis: a }: { analysis: DealAnalysis }) {
  const arv = a.arv > 0 ? a.arv : 1;
  const losing = !a.summary.hasOffer; // the one presentation's rule (a max buy that shows as $0 is no offer)
  const parts = (losing ? FIXED : [PURCHASE, ...FIXED, ...ON_PURCHASE])
    .map((s) => {
      const value = Number(a[s.key]) || 0;
      return { ...s, value, fraction: value / arv };
    })
    .filter((p) => p.value !== 0 || !OPTIONAL.includes(p.key));
  const scale = losing ? Math.max(1, a.fixedCosts / arv) : 1;
  return (
    <figure className="ff-chart" aria-label="Where the ARV goes">
      <figcaption className="ff-chart__title">
        {losing
          ? `The costs (${formatCurrency(a.fixedCosts)}) exceed the ${formatCurrency(a.arv)} ARV by ` +
            `${formatCurrency(a.fixedCosts - a.arv)}, before any purchase price`
          : `Where the ${formatCurrency(a.arv)} ARV goes`}
      </figcaption>
      <div
        className={losing ? 'ff-chart__stack ff-chart__stack--over' : 'ff-chart__stack'}
        role="img"
        aria-label={parts.map((p) => `${p.label} ${formatCurrency(p.value)}, ${share(p.fraction)} of ARV`).join('; ')}
      >
        {parts.map((p) => (
          <span key={p.key} style={{ width: `${(p.fraction / scale) * 100}%`, background: p.color }} />
        ))}
        {losing && <i className="ff-chart__arv-mark" style={{ left: `${100 / scale}%` }} title="ARV" />}
      </div>
      <ul className="ff-chart__rows">
        {parts.map((p) => (
          <li key={p.key}>
            <span className="ff-chart__swatch" style={{ background: p.color }} aria-hidden="true" />
            <span className="ff-chart__label">{p.label}</span>
            <span className="ff-chart__bar">
              <span style={{ width: `${Math.min(1, p.fraction) * 100}%`, background: p.color }} />
            </span>
            <span className="ff-chart__value">
              {formatCurrency(p.value)} · {share(p.fraction)} of ARV
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
