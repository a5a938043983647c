import { Typography } from 'antd';

/** Placeholder: Fix & Flip Analyzer. Filled in by the feature owner. */
export default function FixFlipPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Fix & Flip Analyzer</Typography.Title>
    </main>
  );
}
