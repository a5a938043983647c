import { Button, Checkbox, InputNumber, Select, Typography } from 'antd';
import { formatCurrency, formatDate } from '../../../shared/format';
import { adjustedPrice, derivedArv, type CompChoice } from '../comps';

/** What the provider told about a comp, shown beside the student's choice (not saved: the choice is). */
export interface CompFacts {
  distance: number | null;
  listedDate: string | null;
}

interface Props {
  items: CompChoice[];
  facts?: Map<string, CompFacts>;
  onChange: (items: CompChoice[]) => void;
  onTake: (arv: number) => void;
}

/** 5 (%) ↔ 0.05: the student types percent, the analysis keeps a fraction. */
const toPercent = (fraction: number) => Number((fraction * 100).toFixed(4));
const toFraction = (percent: number) => Number((percent / 100).toFixed(6));

/**
 * The comparables under the student's control: include or exclude each, adjust it in dollars or percent; the
 * suggested ARV is the average of the chosen, adjusted prices (docs/decisions.md) and one click takes it.
 */
export default function CompsEditor({ items, facts, onChange, onTake }: Props) {
  const set = (i: number, patch: Partial<CompChoice>) =>
    onChange(items.map((c, j) => (j === i ? { ...c, ...patch } : c)));
  const arv = derivedArv(items);
  const chosen = items.filter((c) => c.included).length;
  return (
    <div className="ff-comps">
      <Typography.Text strong>Comparable sales</Typography.Text>
      <ul className="ff-comps__list">
        {items.map((c, i) => {
          const f = facts?.get(c.address);
          const adjusted = adjustedPrice(c);
          const percent = c.adjustmentType === 'percent';
          return (
            <li key={`${i}:${c.address}`} className={c.included ? 'ff-comp' : 'ff-comp ff-comp--out'}>
              <Checkbox checked={c.included} onChange={(e) => set(i, { included: e.target.checked })}>
                {c.address}
              </Checkbox>
              <span className="ff-comp__facts">
                {formatCurrency(c.price ?? 0)}
                {f &&
                  ` · ${f.distance === null ? '—' : `${f.distance.toFixed(2)} mi`} · listed ${formatDate(f.listedDate, '—')}`}
              </span>
              <span className="ff-comp__adjust">
                <Select
                  size="small"
                  value={c.adjustmentType}
                  aria-label={`Adjustment type for ${c.address}`}
                  options={[
                    { value: 'amount', label: '$' },
                    { value: 'percent', label: '%' },
                  ]}
                  onChange={(adjustmentType) => set(i, { adjustmentType, adjustment: 0 })}
                  disabled={!c.included}
                />
                <InputNumber
                  size="small"
                  aria-label={`Adjustment for ${c.address}`}
                  value={percent ? toPercent(c.adjustment) : c.adjustment}
                  onChange={(v) => {
                    const n = typeof v === 'number' && Number.isFinite(v) ? v : 0;
                    set(i, { adjustment: percent ? toFraction(n) : n });
                  }}
                  disabled={!c.included}
                />
                <span className="ff-comp__adjusted">{adjusted === null ? '—' : `= ${formatCurrency(adjusted)}`}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="ff-comps__result" aria-live="polite">
        {arv === null ? (
          <Typography.Text type="secondary">Include at least one comp to get an ARV from them.</Typography.Text>
        ) : (
          <>
            <Typography.Text>
              Average of {chosen} chosen comp{chosen === 1 ? '' : 's'}: <strong>{formatCurrency(arv)}</strong>
            </Typography.Text>
            <Button size="small" onClick={() => onTake(arv)}>
              Use {formatCurrency(arv)} from the chosen comps as ARV
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
