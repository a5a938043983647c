import { Button, Typography } from 'antd';
import type { Schemas } from '../../api/types';
import { formatCurrency, formatDate } from '../format';
import ItemList from './ItemList';
import './estimate.css';

type Estimate = Schemas['EstimateDto'];

interface Props {
  estimate: Estimate;
  /** "/mo" for rents. */
  per?: string;
  /** What the one-click button says after "Use $X as" (e.g. "ARV"). */
  takeAs: string;
  onTake: (value: number) => void;
  compsTitle: string;
}

/**
 * A RentCast estimate as the student reads it: the figure, its range, one click to take it, and the comparables
 * behind it (address, price, distance, listing date).
 */
export default function EstimateSummary({ estimate, per = '', takeAs, onTake, compsTitle }: Props) {
  const value = Math.round(estimate.estimate);
  return (
    <>
      <div className="estimate__figure">
        <strong data-testid="estimate-value">
          {formatCurrency(value)}
          {per}
        </strong>
        <span>
          range {formatCurrency(estimate.low)} – {formatCurrency(estimate.high)}
          {per}
        </span>
      </div>
      <Button type="primary" size="small" onClick={() => onTake(value)}>
        Use {formatCurrency(value)} as {takeAs}
      </Button>
      {estimate.comparables.length > 0 && (
        <ItemList
          size="small"
          className="estimate__comps"
          header={<Typography.Text strong>{compsTitle}</Typography.Text>}
          items={estimate.comparables}
          keyOf={(c, i) => `${i}:${c.address}`}
          render={(c) => (
            <div className="estimate__comp">
              <span>{c.address}</span>
              <span>
                {formatCurrency(c.price)}
                {per} · {c.distance === null ? '—' : `${c.distance.toFixed(2)} mi`} · listed{' '}
                {formatDate(c.listedDate, '—')}
              </span>
            </div>
          )}
        />
      )}
    </>
  );
}
