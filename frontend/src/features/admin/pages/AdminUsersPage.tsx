import { Typography } from 'antd';

/** Placeholder: Users. Filled in by the feature owner. */
export default function AdminUsersPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Users</Typography.Title>
    </main>
  );
}
