import {
  ApiOutlined,
  BookOutlined,
  ClusterOutlined,
  ContactsOutlined,
  DashboardOutlined,
  ExportOutlined,
  LineChartOutlined,
  LockOutlined,
  MailOutlined,
  MonitorOutlined,
  SafetyCertificateOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
  VideoCameraOutlined,
  WarningOutlined,
} from '../icons';
import { Flex, Layout, Menu, Tag, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import SignOutButtons from '../auth/SignOutButtons';
import { fullName } from '../auth/greeting-name';
import { useAuth } from '../auth/use-auth';
import './admin-nav.css';

/** The admin navigation: every admin screen, in one list. */
export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', icon: <DashboardOutlined /> },
  { to: '/admin/users', label: 'Users', icon: <TeamOutlined /> },
  { to: '/admin/videos', label: 'Videos', icon: <VideoCameraOutlined /> },
  { to: '/admin/emails', label: 'Emails', icon: <MailOutlined /> },
  { to: '/admin/suppressions', label: 'Suppression List', icon: <WarningOutlined /> },
  { to: '/admin/success-stories', label: 'Success Stories', icon: <TrophyOutlined /> },
  { to: '/admin/leads', label: 'Leads', icon: <ContactsOutlined /> },
  { to: '/admin/analytics', label: 'Analytics', icon: <LineChartOutlined /> },
  { to: '/admin/course-content', label: 'Course Content', icon: <BookOutlined /> },
  { to: '/admin/webhooks', label: 'Webhooks', icon: <ApiOutlined /> },
  { to: '/admin/audit', label: 'Audit Trail', icon: <SafetyCertificateOutlined /> },
  { to: '/admin/people', label: 'People', icon: <UserOutlined /> },
  { to: '/admin/ops', label: 'Operations', icon: <MonitorOutlined /> },
  { to: '/admin/privacy', label: 'Privacy', icon: <LockOutlined /> },
] as const;

/** The job queues' board (Bull Board), served by the API itself: a full page load, not a route of this app. */
export const QUEUE_BOARD_URL = '/api/queues';

export interface AdminLayoutProps {
  /** Page heading (h1). */
  title: ReactNode;
  /** Actions shown beside the heading (e.g. an Add button). */
  extra?: ReactNode;
  children: ReactNode;
}

export interface AdminLayoutViewProps extends AdminLayoutProps {
  /** The admin's name on the badge; none, no badge. */
  name?: ReactNode;
  /** The address shown, for the navigation's selected item. */
  pathname: string;
  onLogout: (everywhere: boolean) => void;
}

/**
 * Shell of every admin page: header with the admin's name badge, a View Site link and Logout (with "Log out on all
 * devices"), the admin navigation, and the page title. Usage: `<AdminLayout title="Users" extra={<Button/>}>...</AdminLayout>`.
 */
export default function AdminLayout(props: AdminLayoutProps) {
  const { user, logout } = useAuth();
  const { pathname } = useLocation();
  // On a phone the navigation is one row that scrolls sideways: the current page's entry is brought into view.
  useEffect(() => {
    document
      .querySelector('.admin-nav .ant-menu-item-selected')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  const signOut = async (everywhere: boolean) => {
    await logout({ everywhere });
    // A full load of the home page: nothing of the admin's cached data survives.
    window.location.assign('/');
  };
  return (
    <AdminLayoutView
      {...props}
      name={user ? fullName(user) : undefined}
      pathname={pathname}
      onLogout={(everywhere) => void signOut(everywhere)}
    />
  );
}

/** The layout itself, from what it shows (the build renders /admin's frame from it: prerender.tsx). */
export function AdminLayoutView({ title, extra, children, name, pathname, onLogout }: AdminLayoutViewProps) {
  const selected = [...ADMIN_NAV]
    .sort((a, b) => b.to.length - a.to.length)
    .find((n) => pathname === n.to || pathname.startsWith(`${n.to}/`));

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{
          background: '#fff',
          padding: '0 16px',
          height: 'auto',
          lineHeight: 'normal',
          borderBottom: '1px solid #f0f0f0',
        }}
      >
        <Flex align="center" justify="space-between" wrap gap={8} style={{ padding: '12px 0' }}>
          <Link to="/admin" style={{ fontWeight: 700, fontSize: 18, color: 'inherit' }}>
            Admin Panel
          </Link>
          <Flex align="center" gap={12} wrap>
            {name && (
              <Tag icon={<UserOutlined />} color="blue" style={{ marginInlineEnd: 0 }}>
                {name}
              </Tag>
            )}
            <Link to="/">
              <ExportOutlined /> View Site
            </Link>
            <SignOutButtons onLogout={onLogout} />
          </Flex>
        </Flex>
        <nav aria-label="Admin navigation">
          {/* No overflow menu: its hidden items stay focusable (axe aria-hidden-focus); rows wrap, a phone scrolls. */}
          <Menu
            mode="horizontal"
            disabledOverflow
            className="admin-nav"
            selectedKeys={selected ? [selected.to] : []}
            items={[
              ...ADMIN_NAV.map((n) => ({ key: n.to, icon: n.icon, label: <Link to={n.to}>{n.label}</Link> })),
              { key: QUEUE_BOARD_URL, icon: <ClusterOutlined />, label: <a href={QUEUE_BOARD_URL}>Queue board</a> },
            ]}
          />
        </nav>
      </Layout.Header>
      <Layout.Content style={{ padding: 16, maxWidth: 1200, width: '100%', margin: '0 auto' }}>
        <Flex align="center" justify="space-between" wrap gap={12} style={{ marginBottom: 16 }}>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 26 }}>
            {title}
          </Typography.Title>
          {extra}
        </Flex>
        {children}
      </Layout.Content>
    </Layout>
  );
}
