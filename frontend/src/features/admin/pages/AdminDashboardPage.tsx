import { Typography } from 'antd';

/** Placeholder: Admin Dashboard. Filled in by the feature owner. */
export default function AdminDashboardPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Admin Dashboard</Typography.Title>
    </main>
  );
}
