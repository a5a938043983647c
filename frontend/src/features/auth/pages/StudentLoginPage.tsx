import { Typography } from 'antd';

/** Placeholder: Student Login. Filled in by the feature owner. */
export default function StudentLoginPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Student Login</Typography.Title>
    </main>
  );
}
