import { Card, Col, Row, Typography } from 'antd';
import { formatCurrency } from '../../../shared/format';
import type { FixFlipProperty } from '../analyzer.api';
import { rehabLevelLabel } from '../analyzer.constants';

/** Spec 2 §2.1: shown only when saved items exist; address, city, state, zip, rehab level, ARV, max buy price. */
export default function SavedAnalysesGrid({ items }: { items: FixFlipProperty[] | undefined }) {
  if (!items?.length) return null;
  return (
    <section className="ff-saved ff-print-hide" aria-labelledby="ff-saved-title">
      <Typography.Title level={3} id="ff-saved-title">
        Saved Analyses
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {items.map((p) => (
          <Col key={p.id} xs={24} sm={12} lg={8}>
            <Card size="small" className="ff-saved__card" title={<span title={p.address}>{p.address}</span>}>
              <Typography.Text type="secondary">
                {[p.city, [p.state, p.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ') || '—'}
              </Typography.Text>
              <dl className="ff-saved__facts">
                <div>
                  <dt>Rehab</dt>
                  <dd>{rehabLevelLabel(p.rehabLevel)}</dd>
                </div>
                <div>
                  <dt>ARV</dt>
                  <dd>{formatCurrency(p.arv)}</dd>
                </div>
                <div>
                  <dt>Max Buy</dt>
                  <dd className={p.maxBuyPrice !== null && p.maxBuyPrice <= 0 ? 'ff-negative' : undefined}>
                    {p.maxBuyPrice === null ? '—' : formatCurrency(p.maxBuyPrice)}
                  </dd>
                </div>
              </dl>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
