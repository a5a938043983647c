import { DownloadOutlined } from '../../../shared/icons';
import { Button, Card, DatePicker, Flex, Segmented, Skeleton, Space, Statistic, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import LoadError from '../../../shared/components/LoadError';
import { formatDateTime, formatPercent } from '../../../shared/format';
import AdminLayout from '../../../shared/layout/AdminLayout';
import { type Analytics, useGetAnalyticsQuery } from '../admin.api';
import { route } from '../../../api/route';

const DailyChart = lazy(() => import('../analytics/DailyChart'));

/** The server counts UTC days: the presets end on today's UTC date, whatever the browser's time zone. */
const utcDay = (daysAgo = 0) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

type Preset = '7' | '30' | '90' | 'custom';
type Source = Analytics['sources'][number];
type CampaignRow = Analytics['campaigns'][number];
type Step = Analytics['funnel'][number];
const DAY = 'YYYY-MM-DD';

/** A column of an on-screen table (the CSV downloads are written by the server: one CSV writer). */
interface Column<T> {
  title: string;
  value: (row: T) => string | number | null;
}
const SOURCE_COLUMNS: Column<Source>[] = [
  { title: 'Source', value: (r) => r.source },
  { title: 'Medium', value: (r) => r.medium },
  { title: 'Campaign', value: (r) => r.campaign },
  { title: 'Referrer', value: (r) => r.referrerHost },
  { title: 'Visits', value: (r) => r.visits },
  { title: 'Sign-ups', value: (r) => r.signups },
  { title: 'Purchases', value: (r) => r.purchases },
];
const CAMPAIGN_COLUMNS: Column<CampaignRow>[] = [
  { title: 'Campaign', value: (r) => (r.archived ? `${r.name} (deleted)` : r.name) },
  { title: 'Sent', value: (r) => r.sent },
  { title: 'Opened', value: (r) => r.opened },
  { title: 'Clicked', value: (r) => r.clicked },
  { title: 'Unsubscribed', value: (r) => r.unsubscribed },
  { title: 'Purchases (7 days after a click)', value: (r) => r.purchases },
  { title: 'Bounced', value: (r) => r.bounced },
  { title: 'Complained', value: (r) => r.complained },
];

/**
 * Spam complaints against the line Gmail and Yahoo hold bulk senders to (0.3% of mail delivered): over it, their
 * mail lands in spam for every recipient.
 */
function ComplaintRate({ rate, limit }: { rate: number | null; limit: number }) {
  if (rate === null)
    return (
      <Typography.Text type="secondary">Complaint rate: no campaign e-mails were sent in this range.</Typography.Text>
    );
  const over = rate >= limit;
  return (
    <Typography.Paragraph style={{ margin: 0 }}>
      Complaint rate: <strong>{formatPercent(rate)}</strong> of campaign e-mails sent{' '}
      <Tag color={over ? 'red' : 'green'}>
        {over ? 'At or over' : 'Under'} the {formatPercent(limit)} line
      </Tag>
      <Typography.Text type="secondary">
        Gmail and Yahoo send bulk mail to spam above {formatPercent(limit)} complaints.
      </Typography.Text>
    </Typography.Paragraph>
  );
}

const tableColumns = <T,>(cols: Column<T>[]): ColumnsType<T> =>
  cols.map((c, i) => ({
    title: c.title,
    key: c.title,
    align: i === 0 ? 'left' : undefined,
    render: (_: unknown, row: T) => c.value(row) ?? '—',
  }));

type Table = 'funnel' | 'daily' | 'sources' | 'campaigns';
type Range = { from: string; to: string };

/** Saves the server's CSV of one part of the report (its file name comes from the answer). */
function download(table: Table, range: Range): void {
  const a = document.createElement('a');
  a.href = `${route('get', '/api/admin/analytics/{table}/export.csv', { table }).url}?${new URLSearchParams(range)}`;
  a.download = '';
  a.click();
}

function ExportButton(props: { name: Table; title: string; range: Range }) {
  return (
    <Button
      icon={<DownloadOutlined />}
      aria-label={`Export CSV: ${props.title}`}
      onClick={() => download(props.name, props.range)}
    >
      Export CSV
    </Button>
  );
}

/** A titled part of the report: a region named by its heading, with the export button of its rows. */
function ReportSection(props: { title: string; name: Table; range: Range; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card
        title={
          <Typography.Title level={2} id={id} style={{ margin: 0, fontSize: 16 }}>
            {props.title}
          </Typography.Title>
        }
        extra={<ExportButton name={props.name} title={props.title} range={props.range} />}
      >
        {props.children}
      </Card>
    </section>
  );
}

/** A step's rate (2 decimals, at most 100%), or why it has none; and how many came from before the range. */
function StepRate({ step, previous }: { step: Step; previous?: Step }) {
  if (!previous) return null;
  return (
    <Flex vertical gap={2} style={{ fontSize: 13 }}>
      {step.rate === null ? (
        <Typography.Text type="secondary">— (no {previous.step.toLowerCase()} in this range)</Typography.Text>
      ) : (
        <span>
          <Tag color="blue">{formatPercent(step.rate)}</Tag>
          <Typography.Text type="secondary">of {previous.step.toLowerCase()}</Typography.Text>
        </span>
      )}
      {step.beyondPrevious > 0 && (
        <Typography.Text type="secondary">
          +{step.beyondPrevious} from {previous.step.toLowerCase()} before this range
        </Typography.Text>
      )}
    </Flex>
  );
}

/** /admin/analytics: the owner's funnel, sources and campaigns over a date range (lazy-loaded with its chart). */
export default function AdminAnalyticsPage() {
  const [preset, setPreset] = useState<Preset>('30');
  // Picked calendar dates are taken as UTC days, as the server counts them.
  const [custom, setCustom] = useState<[Dayjs, Dayjs]>(() => [dayjs(utcDay(29)), dayjs(utcDay())]);
  const range = useMemo(() => {
    if (preset === 'custom') return { from: custom[0].format(DAY), to: custom[1].format(DAY) };
    return { from: utcDay(Number(preset) - 1), to: utcDay() };
  }, [preset, custom]);
  const report = useGetAnalyticsQuery(range);
  const data = report.data;

  return (
    <AdminLayout
      title="Marketing Analytics"
      extra={
        <Space wrap>
          <Segmented<Preset>
            aria-label="Date range"
            value={preset}
            onChange={setPreset}
            options={[
              { label: '7 days', value: '7' },
              { label: '30 days', value: '30' },
              { label: '90 days', value: '90' },
              { label: 'Custom', value: 'custom' },
            ]}
          />
          {preset === 'custom' && (
            <DatePicker.RangePicker
              aria-label="Custom date range"
              value={custom}
              allowClear={false}
              disabledDate={(d) => d.format(DAY) > utcDay()}
              onChange={(v) => v?.[0] && v[1] && setCustom([v[0], v[1]])}
            />
          )}
          {data && (
            <Typography.Text type="secondary" data-testid="analytics-range">
              {data.from} – {data.to} (UTC)
            </Typography.Text>
          )}
        </Space>
      }
    >
      {report.isError ? (
        <LoadError what="analytics" query={report} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={16}>
          <ReportSection title="Funnel" name="funnel" range={range}>
            <Flex wrap gap={24}>
              {data.funnel.map((s, i) => (
                <Flex key={s.step} vertical gap={4}>
                  <Statistic title={s.step} value={s.count} />
                  <StepRate step={s} previous={data.funnel[i - 1]} />
                </Flex>
              ))}
            </Flex>
          </ReportSection>
          <ReportSection title="Per day" name="daily" range={range}>
            <Suspense fallback={<Skeleton active />}>
              <DailyChart daily={data.daily} />
            </Suspense>
          </ReportSection>
          <ReportSection title="Top sources" name="sources" range={range}>
            <Table
              size="small"
              rowKey={(r) => [r.source, r.medium, r.campaign, r.referrerHost].join('|')}
              columns={tableColumns(SOURCE_COLUMNS)}
              dataSource={data.sources}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              scroll={{ x: true }}
              locale={{ emptyText: 'No visits in this range.' }}
            />
          </ReportSection>
          <ReportSection title="Campaigns" name="campaigns" range={range}>
            <Flex vertical gap={12}>
              <ComplaintRate rate={data.complaintRate} limit={data.complaintRateLimit} />
              <Table
                size="small"
                rowKey="id"
                columns={tableColumns(CAMPAIGN_COLUMNS)}
                dataSource={data.campaigns}
                pagination={{ pageSize: 10, hideOnSinglePage: true }}
                scroll={{ x: true }}
                locale={{ emptyText: 'No campaign e-mails were sent in this range.' }}
              />
            </Flex>
          </ReportSection>
          <Typography.Text type="secondary">
            Days are UTC{data.asOf ? `; figures as of ${formatDateTime(data.asOf)}` : ''}. Sources are each
            visitor&apos;s first touch; enroll clicks are clicks to the course checkout. Campaign e-mails count on the
            day they were sent, opened, clicked, unsubscribed from or complained about (a bounce on the day it was
            queued); a purchase counts for a campaign, on the day of the click, when it came within 7 days of a click on
            its e-mail. A funnel rate is a share of the previous step in the same range, so it stops at 100%: people who
            reached a step now after the previous one before the range (a purchase from an earlier sign-up) are counted
            apart; after a step nobody reached there is no rate (—).
          </Typography.Text>
        </Flex>
      )}
    </AdminLayout>
  );
}
