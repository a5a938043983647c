import { Typography } from 'antd';

/** Placeholder: Scripts & Objections. Filled in by the feature owner. */
export default function ScriptsObjectionsPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Scripts & Objections</Typography.Title>
    </main>
  );
}
