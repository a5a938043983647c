import { Card, Select, Tag, Typography } from 'antd';
import { formatCurrency } from '../../../shared/format';
import { dealFigures, type FixFlipProperty } from '../../analyzer';
import { daysInStage, daysInStageText } from '../deal-stats';
import { DEAL_STATUS_OPTIONS, lossReasonLabel, type DealStatus } from '../pipeline.constants';

interface Props {
  deal: FixFlipProperty;
  onMove: (deal: FixFlipProperty, status: DealStatus) => void;
  onOpen: (deal: FixFlipProperty) => void;
}

/** A deal on the board: drag it to another column, or pick a status; click it for the details. */
export default function DealCard({ deal, onMove, onOpen }: Props) {
  const days = daysInStage(deal);
  const f = dealFigures(deal.summary);
  const bad = f?.losing ? 'dp-negative' : undefined;
  return (
    <Card
      size="small"
      className="dp-card"
      draggable
      hoverable
      data-testid="deal-card"
      id={`deal-${deal.id}`}
      onDragStart={(e) => {
        e.dataTransfer.setData('text/plain', deal.id);
        e.dataTransfer.effectAllowed = 'move';
      }}
      onClick={() => onOpen(deal)}
    >
      <button type="button" className="dp-card__title" aria-label={`Open deal ${deal.address}`}>
        {deal.address}
      </button>
      {(deal.city || deal.state) && (
        <Typography.Text type="secondary" className="dp-card__place">
          {[deal.city, deal.state].filter(Boolean).join(', ')}
        </Typography.Text>
      )}
      <dl className="dp-card__facts">
        <div>
          <dt>ARV</dt>
          <dd>{formatCurrency(deal.arv)}</dd>
        </div>
        <div>
          <dt>Max Buy</dt>
          <dd className={bad}>{f?.maxBuy ?? '—'}</dd>
        </div>
        <div>
          <dt>Profit</dt>
          <dd className={bad}>{f?.profit ?? '—'}</dd>
        </div>
      </dl>
      {deal.status === 'lost' && deal.lossReason && (
        <Tag color="red" className="dp-card__reason">
          Lost: {lossReasonLabel(deal.lossReason)}
        </Tag>
      )}
      <div className="dp-card__footer" onClick={(e) => e.stopPropagation()}>
        <Select
          size="small"
          value={deal.status}
          options={DEAL_STATUS_OPTIONS.map(({ value, label }) => ({ value, label }))}
          onChange={(status) => onMove(deal, status)}
          aria-label={`Status of ${deal.address}`}
          popupMatchSelectWidth={false}
          className="dp-card__status"
        />
        <span className="dp-card__days">{daysInStageText(days)}</span>
      </div>
    </Card>
  );
}
