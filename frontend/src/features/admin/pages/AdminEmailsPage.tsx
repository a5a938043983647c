import { Typography } from 'antd';

/** Placeholder: Emails. Filled in by the feature owner. */
export default function AdminEmailsPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Emails</Typography.Title>
    </main>
  );
}
