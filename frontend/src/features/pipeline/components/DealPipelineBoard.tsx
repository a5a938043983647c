import { Card, Col, Flex, Row, Spin, Statistic, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../shared/toast';
import LoadError from '../../../shared/components/LoadError';
import { useListFixFlipPropertiesQuery, type FixFlipProperty } from '../../analyzer';
import { dealStats } from '../deal-stats';
import {
  DEAL_STATUS_OPTIONS,
  PIPELINE_TEXT as T,
  statusLabel,
  type DealStatus,
  type LossReason,
} from '../pipeline.constants';
import { useChangeDealStatusMutation } from '../pipeline.api';
import DealCard from './DealCard';
import DealDetailDialog from './DealDetailDialog';
import LostReasonDialog from './LostReasonDialog';
import '../pipeline.css';

/**
 * The Deal Pipeline tab (spec 2 §2.2, §4): four statistic cards and one column per status. A deal moves by
 * its status selector or by dragging it to another column; Lost asks for a reason first. From 1120 px all seven
 * columns share the width (empty ones fold to a narrow strip); from 768 px they sit in two rows of four; below it the
 * board is a list grouped by stage.
 */
export default function DealPipelineBoard() {
  const list = useListFixFlipPropertiesQuery();
  const { data: deals, isLoading, isError } = list;
  const [changeStatus, changing] = useChangeDealStatusMutation();
  const [losing, setLosing] = useState<FixFlipProperty | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dropTarget, setDropTarget] = useState<DealStatus | null>(null);
  // A moved deal is followed into its new column (or group on a phone) once the refreshed list shows it there;
  // when the move started from its stage selector, focus follows too (the card is a new element in its new column).
  const follow = useRef<{ id: string; status: DealStatus; focus: boolean } | null>(null);
  const movedFromSelector = useRef<string | null>(null);
  useEffect(() => {
    const moved = follow.current;
    if (!moved || deals?.find((d) => d.id === moved.id)?.status !== moved.status) return;
    follow.current = null;
    requestAnimationFrame(() => {
      const card = document.getElementById(`deal-${moved.id}`);
      card?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      if (moved.focus) card?.querySelector<HTMLElement>('.dp-card__status input')?.focus({ preventScroll: true });
    });
  }, [deals]);

  const send = async (deal: FixFlipProperty, status: DealStatus, lossReason?: LossReason) => {
    const focus = movedFromSelector.current === deal.id;
    movedFromSelector.current = null;
    try {
      await changeStatus({ id: deal.id, status, lossReason }).unwrap();
      toast.success(T.statusUpdatedTitle, T.statusUpdated(statusLabel(status)));
      follow.current = { id: deal.id, status, focus };
    } catch {
      toast.error(...T.statusFailed);
    }
  };

  const move = (deal: FixFlipProperty, status: DealStatus) => {
    if (status === deal.status) return;
    const selector = document.activeElement?.closest('.dp-card__status');
    movedFromSelector.current =
      selector && document.getElementById(`deal-${deal.id}`)?.contains(selector) ? deal.id : null;
    if (status === 'lost') return setLosing(deal);
    void send(deal, status);
  };

  if (isLoading) {
    return (
      <Flex justify="center" align="center" gap={12} style={{ padding: 48 }}>
        <Spin /> <span>{T.loading}</span>
      </Flex>
    );
  }
  if (isError) return <LoadError what="your deals" query={list} />;

  const all = deals ?? [];
  const stats = dealStats(all);
  const byId = (id: string | null) => all.find((d) => d.id === id) ?? null;

  return (
    <div className="dp-board">
      <Row gutter={[12, 12]} className="dp-stats">
        {(
          [
            ['Active Deals', stats.active],
            ['Closed', stats.closed],
            ['Under Contract', stats.underContract],
            ['Lost Rate', stats.lostRate, '%'],
          ] as [string, number, string?][]
        ).map(([title, value, suffix]) => (
          <Col key={title} xs={12} md={6}>
            <Card size="small">
              <Statistic title={title} value={value} suffix={suffix} />
            </Card>
          </Col>
        ))}
      </Row>
      {all.length === 0 && (
        <Typography.Paragraph type="secondary" className="dp-empty">
          {T.empty}
        </Typography.Paragraph>
      )}
      <div className="dp-columns">
        {DEAL_STATUS_OPTIONS.map((col) => {
          const items = all.filter((d) => d.status === col.value);
          return (
            <section
              key={col.value}
              aria-label={`${col.label} column`}
              className={[
                'dp-column',
                items.length === 0 && 'dp-column--empty',
                dropTarget === col.value && 'dp-column--over',
              ]
                .filter(Boolean)
                .join(' ')}
              onDragOver={(e) => {
                e.preventDefault();
                e.dataTransfer.dropEffect = 'move';
                if (dropTarget !== col.value) setDropTarget(col.value);
              }}
              onDragLeave={(e) => {
                if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDropTarget(null);
              }}
              onDrop={(e) => {
                e.preventDefault();
                setDropTarget(null);
                const deal = byId(e.dataTransfer.getData('text/plain'));
                if (deal) move(deal, col.value);
              }}
            >
              <header className="dp-column__head" style={{ borderTopColor: col.color }}>
                <span>{col.label}</span>
                <span className="dp-column__count">{items.length}</span>
              </header>
              <div className="dp-column__body">
                {items.map((d) => (
                  <DealCard key={d.id} deal={d} onMove={move} onOpen={(x) => setOpenId(x.id)} />
                ))}
              </div>
            </section>
          );
        })}
      </div>
      <LostReasonDialog
        address={losing?.address ?? null}
        saving={changing.isLoading}
        onCancel={() => setLosing(null)}
        onConfirm={(reason) => {
          if (losing) void send(losing, 'lost', reason);
          setLosing(null);
        }}
      />
      <DealDetailDialog deal={byId(openId)} onClose={() => setOpenId(null)} />
    </div>
  );
}
