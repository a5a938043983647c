import { Typography } from 'antd';

/** Placeholder: Reset Password. Filled in by the feature owner. */
export default function ResetPasswordPage() {
  return (
    <main style={{ padding: 24 }}>
      <Typography.Title level={1}>Reset Password</Typography.Title>
    </main>
  );
}
