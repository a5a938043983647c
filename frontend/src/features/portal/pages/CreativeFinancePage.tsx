import { Typography } from 'antd';

/** Placeholder: Creative Finance Calculator. Filled in by the feature owner. */
export default function CreativeFinancePage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Creative Finance Calculator</Typography.Title>
    </main>
  );
}
