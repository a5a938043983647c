import {
  ContactsOutlined,
  MailOutlined,
  PlusOutlined,
  TeamOutlined,
  LineChartOutlined,
  TrophyOutlined,
  UploadOutlined,
  VideoCameraOutlined,
} from '../../../shared/icons';
import { Button, Card, Col, Flex, Row, Statistic, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAuth } from '../../../shared/auth/use-auth';
import { adminApi, DASHBOARD_STATS_CACHE_S, useGetDashboardStatsQuery } from '../admin.api';
import AdminLayout from '../../../shared/layout/AdminLayout';
import LoadError from '../../../shared/components/LoadError';

const SECTIONS: Array<{ to: string; title: string; text: string; icon: ReactNode }> = [
  {
    to: '/admin/users',
    title: 'User Management',
    text: 'Add, edit and remove admins and students.',
    icon: <TeamOutlined />,
  },
  {
    to: '/admin/videos',
    title: 'Video Management',
    text: 'Upload landing videos and choose the active one.',
    icon: <VideoCameraOutlined />,
  },
  {
    to: '/admin/emails',
    title: 'Email Campaigns',
    text: 'Follow-up e-mails to site visitors.',
    icon: <MailOutlined />,
  },
  {
    to: '/admin/success-stories',
    title: 'Success Stories',
    text: 'Stories shown on the landing page.',
    icon: <TrophyOutlined />,
  },
  {
    to: '/admin/analytics',
    title: 'Marketing Analytics',
    text: 'Visits, sign-ups and purchases by source and campaign.',
    icon: <LineChartOutlined />,
  },
];

/**
 * The dashboard's figures, not retried (spec 3 §9). A hook subscribing to a failed entry fetches it again, so when
 * the call started with the page's code (dashboardPageData) has already failed, the page shows that answer and reads
 * the entry without subscribing until Retry.
 */
function useDashboardStats(signedOut: boolean) {
  const cached = adminApi.endpoints.getDashboardStats.useQueryState(undefined);
  const [holdFailure, setHoldFailure] = useState(cached.isError);
  const stats = useGetDashboardStatsQuery(undefined, {
    skip: signedOut || holdFailure,
    refetchOnMountOrArgChange: DASHBOARD_STATS_CACHE_S,
  });
  if (!holdFailure) return stats;
  return { data: undefined, isLoading: false, isError: true, isFetching: false, refetch: () => setHoldFailure(false) };
}

/** Spec 3 §2 /admin: stat cards, section cards and Quick Actions. */
export default function AdminDashboardPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const stats = useDashboardStats(!user);
  const value = (n: number | undefined) => (stats.isError || n === undefined ? '-' : n);
  const cards = [
    { title: 'Total Users', value: value(stats.data?.users) },
    { title: 'Videos', value: value(stats.data?.videos) },
    { title: 'Leads', value: value(stats.data?.leads) },
    { title: 'Stories', value: value(stats.data?.successStories) },
  ];

  return (
    <AdminLayout title="Admin Dashboard">
      {stats.isError && (
        <div style={{ marginBottom: 16 }}>
          <LoadError what="the dashboard figures" query={stats} />
        </div>
      )}
      <Row gutter={[16, 16]}>
        {cards.map((c) => (
          <Col key={c.title} xs={12} md={6}>
            <Card>
              <Statistic title={c.title} value={c.value} loading={stats.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>

      <Row gutter={[16, 16]} style={{ marginTop: 16 }}>
        {SECTIONS.map((s) => (
          <Col key={s.to} xs={24} sm={12} lg={6}>
            <Link to={s.to} aria-label={s.title}>
              <Card hoverable style={{ height: '100%' }}>
                <Flex vertical gap={4}>
                  <span style={{ fontSize: 24, color: '#1677ff' }}>{s.icon}</span>
                  <Typography.Text strong>{s.title}</Typography.Text>
                  <Typography.Text type="secondary">{s.text}</Typography.Text>
                </Flex>
              </Card>
            </Link>
          </Col>
        ))}
      </Row>

      <Card title="Quick Actions" style={{ marginTop: 16 }}>
        <Flex wrap gap={8}>
          <Button icon={<PlusOutlined />} onClick={() => navigate('/admin/users?new=1')}>
            Add New User
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => navigate('/admin/videos#upload')}>
            Upload Video
          </Button>
          <Button icon={<ContactsOutlined />} onClick={() => navigate('/admin/leads')}>
            View Leads
          </Button>
          <Button icon={<TrophyOutlined />} onClick={() => navigate('/admin/success-stories?new=1')}>
            Add Success Story
          </Button>
        </Flex>
      </Card>
    </AdminLayout>
  );
}
