import { Typography } from 'antd';

/** Placeholder: Rental Underwriter. Filled in by the feature owner. */
export default function RentalUnderwriterPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Rental Underwriter</Typography.Title>
    </main>
  );
}
