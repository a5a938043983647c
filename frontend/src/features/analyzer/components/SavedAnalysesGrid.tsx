import { DeleteOutlined, FolderOpenOutlined } from '../../../shared/icons';
import { Button, Card, Col, Popconfirm, Row, Typography } from 'antd';
import { formatCurrency } from '../../../shared/format';
import type { FixFlipProperty } from '../analyzer.api';
import { ANALYZER_TEXT as T, rehabLevelLabel } from '../analyzer.constants';
import { dealFigures } from '../deal-presentation';
import { useDeleteDeal } from '../use-delete-deal';
import ReportActions from './ReportActions';

interface Props {
  items: FixFlipProperty[] | undefined;
  /** The deal open in the analyzer, marked as such. */
  openId?: string;
  onOpen: (deal: FixFlipProperty) => void;
  onDeleted: (deal: FixFlipProperty) => void;
}

/**
 * Spec 2 §2.1: shown only when saved items exist; address, city, state, zip, rehab level, ARV, max buy price.
 * Beyond the spec: each card opens the analysis back in the analyzer, or deletes it (with Undo).
 */
export default function SavedAnalysesGrid({ items, openId, onOpen, onDeleted }: Props) {
  const deleteDeal = useDeleteDeal();
  if (!items?.length) return null;
  return (
    <section className="ff-saved ff-print-hide" aria-labelledby="ff-saved-title">
      <Typography.Title level={3} id="ff-saved-title">
        Saved Analyses
      </Typography.Title>
      <Row gutter={[16, 16]}>
        {items.map((p) => (
          <Col key={p.id} xs={24} sm={12} lg={8}>
            <Card
              size="small"
              className={p.id === openId ? 'ff-saved__card ff-saved__card--open' : 'ff-saved__card'}
              title={<span title={p.address}>{p.address}</span>}
              actions={[
                <Button
                  key="open"
                  type="link"
                  icon={<FolderOpenOutlined />}
                  onClick={() => onOpen(p)}
                  aria-label={`Open ${p.address} in the analyzer`}
                >
                  {p.id === openId ? 'Open now' : 'Open'}
                </Button>,
                <Popconfirm
                  key="delete"
                  title={T.deleteConfirm}
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={async () => {
                    if (await deleteDeal(p)) onDeleted(p);
                  }}
                >
                  <Button type="link" danger icon={<DeleteOutlined />} aria-label={`Delete ${p.address}`}>
                    Delete
                  </Button>
                </Popconfirm>,
              ]}
            >
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
                  <dd className={dealFigures(p.summary)?.losing ? 'ff-negative' : undefined}>
                    {dealFigures(p.summary)?.maxBuy ?? '—'}
                  </dd>
                </div>
              </dl>
              <ReportActions deal={p} />
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}
