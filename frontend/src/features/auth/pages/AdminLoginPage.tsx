import { Typography } from 'antd';

/** Placeholder: Admin Login. Filled in by the feature owner. */
export default function AdminLoginPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Admin Login</Typography.Title>
    </main>
  );
}
