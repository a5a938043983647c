import { Card, Col, Flex, Row, Statistic, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import ItemList from '../../../shared/components/ItemList';
import LoadError from '../../../shared/components/LoadError';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { formatDateTime } from '../../../shared/format';
import { type OpsStatus, useGetOpsStatusQuery } from '../ops.api';

/** The page reads the figures again this often while it is open. */
const POLL_MS = 10_000;

type Worker = OpsStatus['workers'][number];
type Queue = OpsStatus['queues'][number];
type Provider = OpsStatus['providers'][number];

function UpTag({ up, label }: { up: boolean; label?: string }) {
  return <Tag color={up ? 'green' : 'red'}>{label ?? (up ? 'Up' : 'Down')}</Tag>;
}

function HealthRow({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Typography.Text strong>{name}</Typography.Text>
      <span>{children}</span>
    </Flex>
  );
}

const workerLabel = { ok: 'Running', down: 'Unhealthy', lost: 'Not reporting' } as const;

function WorkerItem({ w }: { w: Worker }) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {w.id}
        </Typography.Text>
        <UpTag up={w.status === 'ok'} label={workerLabel[w.status]} />
        {w.stalled && <Tag color="orange">Stalled</Tag>}
      </Flex>
      <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
        Reported {formatDateTime(w.reportedAt)} · last job finished{' '}
        {w.lastJobFinishedAt ? formatDateTime(w.lastJobFinishedAt) : 'never'}
      </Typography.Text>
      {w.stopped.length > 0 && <Typography.Text type="danger">Stopped: {w.stopped.join(', ')}</Typography.Text>}
    </Flex>
  );
}

function QueueItem({ q }: { q: Queue }) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Flex wrap gap={8} align="center">
        <Typography.Text strong>{q.name}</Typography.Text>
        {q.failed > 0 && <Tag color="red">{q.failed} failed</Tag>}
      </Flex>
      <Typography.Text type="secondary">
        {q.waiting} waiting · {q.active} active · {q.delayed} delayed · {q.completed} completed
      </Typography.Text>
    </Flex>
  );
}

function ProviderItem({ p }: { p: Provider }) {
  return (
    <Flex vertical gap={4} style={{ minWidth: 0 }}>
      <Typography.Text strong>{p.provider}</Typography.Text>
      <Typography.Text type="secondary">
        Last success: {p.lastSuccessAt ? formatDateTime(p.lastSuccessAt) : 'none yet'}
      </Typography.Text>
      <Typography.Text type={p.lastErrorAt ? 'danger' : 'secondary'} style={{ overflowWrap: 'anywhere' }}>
        Last error: {p.lastErrorAt ? `${formatDateTime(p.lastErrorAt)} · ${p.lastError ?? ''}` : 'none'}
      </Typography.Text>
    </Flex>
  );
}

/**
 * /admin/ops: what an operator checks first, read live: the API, workers, PostgreSQL and Redis; each queue's
 * depth and failures with its page on the queue board; each provider's last success and last error; the last 24
 * hours of mail.
 */
export default function AdminOpsPage() {
  const status = useGetOpsStatusQuery(undefined, { pollingInterval: POLL_MS, refetchOnMountOrArgChange: true });
  const ops = status.data?.ops;

  return (
    <AdminLayout
      title="Operations"
      extra={ops && <Typography.Text type="secondary">Checked {formatDateTime(ops.checkedAt)}</Typography.Text>}
    >
      {status.isLoading ? (
        <Typography.Paragraph>Loading operations status...</Typography.Paragraph>
      ) : !ops ? (
        <LoadError what="the operations status" query={status} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card title="Health">
              <Flex vertical gap={8}>
                <HealthRow name="API">
                  <UpTag up={ops.api === 'up'} />
                </HealthRow>
                <HealthRow name="Workers">
                  <UpTag
                    up={ops.workers.some((w) => w.status === 'ok')}
                    label={`${ops.workers.filter((w) => w.status === 'ok').length} of ${ops.workers.length} running`}
                  />
                </HealthRow>
                <HealthRow name="PostgreSQL">
                  <UpTag up={ops.database === 'up'} />
                </HealthRow>
                <HealthRow name="Redis">
                  <UpTag up={ops.redis === 'up'} />
                </HealthRow>
              </Flex>
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card title="Mail in the last 24 hours">
              <Row gutter={16}>
                <Col span={8}>
                  <Statistic title="Sent" value={ops.mailLastDay?.sent ?? '—'} />
                </Col>
                <Col span={8}>
                  <Statistic title="Refused" value={ops.mailLastDay?.refused ?? '—'} />
                </Col>
                <Col span={8}>
                  <Statistic title="Bounced" value={ops.mailLastDay?.bounced ?? '—'} />
                </Col>
              </Row>
            </Card>
          </Col>
          <Col span={24}>
            <Card title="Workers">
              {ops.workers.length === 0 ? (
                <Typography.Paragraph type="secondary">No worker has reported in the last hour.</Typography.Paragraph>
              ) : (
                <ItemList
                  items={ops.workers}
                  keyOf={(w) => w.id}
                  labelOf={(w) => w.id}
                  render={(w) => <WorkerItem w={w} />}
                />
              )}
            </Card>
          </Col>
          <Col span={24}>
            <Card title="Queues" extra={<a href={ops.queueBoardUrl}>Open the queue board</a>}>
              {ops.queues.length === 0 ? (
                <Typography.Paragraph type="secondary">Queues cannot be read while Redis is down.</Typography.Paragraph>
              ) : (
                <ItemList
                  items={ops.queues}
                  keyOf={(q) => q.name}
                  labelOf={(q) => q.name}
                  actions={(q) => (
                    <a href={q.boardUrl} aria-label={`Open ${q.name} on the queue board`}>
                      Queue board
                    </a>
                  )}
                  render={(q) => <QueueItem q={q} />}
                />
              )}
            </Card>
          </Col>
          <Col span={24}>
            <Card title="Providers">
              {ops.providers.length === 0 ? (
                <Typography.Paragraph type="secondary">No provider has been called yet.</Typography.Paragraph>
              ) : (
                <ItemList
                  items={ops.providers}
                  keyOf={(p) => p.provider}
                  labelOf={(p) => p.provider}
                  render={(p) => <ProviderItem p={p} />}
                />
              )}
            </Card>
          </Col>
        </Row>
      )}
    </AdminLayout>
  );
}
