import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatPercent } from '../../../shared/format';
import { useGetCampaignStatsQuery } from '../campaigns.api';

/** Four tiles (spec 3 §2); beyond the spec, the last three show real figures from email_sends. */
export default function CampaignStatTiles() {
  const { data, isError } = useGetCampaignStatsQuery();
  const show = (v: number | undefined, fmt: (n: number) => string = String) =>
    isError || v === undefined ? '-' : fmt(v);
  const tiles = [
    { title: 'Active Campaigns', value: show(data?.activeCampaigns) },
    { title: 'Total Visitors', value: show(data?.totalVisitors) },
    // No rate of nothing: before the first e-mail goes out the tile says so instead of 0.00%.
    data?.engagementRate === null
      ? { title: 'Engagement Rate', value: '—', note: 'No e-mails sent yet' }
      : { title: 'Engagement Rate', value: show(data?.engagementRate, formatPercent) },
    { title: 'Emails Sent', value: show(data?.emailsSent) },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
      {tiles.map((t) => (
        <Col key={t.title} xs={12} md={6}>
          <Card size="small">
            <Statistic title={t.title} value={t.value} />
            {'note' in t && <Typography.Text type="secondary">{t.note}</Typography.Text>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
