import { Typography } from 'antd';

/** Placeholder: Student Dashboard. Filled in by the feature owner. */
export default function StudentDashboardPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Student Dashboard</Typography.Title>
    </main>
  );
}
