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
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

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

/** The dashboard's four figures, in order. */
export const FIGURE_TITLES = ['Total Users', 'Videos', 'Leads', 'Stories'] as const;

export interface AdminDashboardBodyProps {
  /** Each figure by its title: a number, or '-' when it could not be read. */
  figures: Record<(typeof FIGURE_TITLES)[number], number | string>;
  loading: boolean;
  onNavigate: (to: string) => void;
}

/**
 * Spec 3 §2 /admin under its heading: stat cards, section cards and Quick Actions. The page gives it the figures;
 * the build renders /admin's frame from it, figures loading (prerender.tsx).
 */
export default function AdminDashboardBody({ figures, loading, onNavigate }: AdminDashboardBodyProps) {
  return (
    <>
      <Row gutter={[16, 16]}>
        {FIGURE_TITLES.map((title) => (
          <Col key={title} xs={12} md={6}>
            <Card>
              <Statistic title={title} value={figures[title]} loading={loading} />
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
          <Button icon={<PlusOutlined />} onClick={() => onNavigate('/admin/users?new=1')}>
            Add New User
          </Button>
          <Button icon={<UploadOutlined />} onClick={() => onNavigate('/admin/videos#upload')}>
            Upload Video
          </Button>
          <Button icon={<ContactsOutlined />} onClick={() => onNavigate('/admin/leads')}>
            View Leads
          </Button>
          <Button icon={<TrophyOutlined />} onClick={() => onNavigate('/admin/success-stories?new=1')}>
            Add Success Story
          </Button>
        </Flex>
      </Card>
    </>
  );
}
