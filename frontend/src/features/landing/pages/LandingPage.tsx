import { Typography } from 'antd';

/** Placeholder: Investor Agent Certification. Filled in by the feature owner. */
export default function LandingPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Investor Agent Certification</Typography.Title>
    </main>
  );
}
