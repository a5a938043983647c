import { Alert, Typography } from 'antd';
import { DEV_CREDENTIALS } from '../auth.constants';

/** Development builds only (the caller checks import.meta.env.DEV): the seeded development accounts. */
export function DevCredentialsHint() {
  return (
    <Alert
      type="warning"
      showIcon
      title="Development credentials"
      description={
        <div>
          {DEV_CREDENTIALS.map((c) => (
            <div key={c.username}>
              {c.role}: <Typography.Text code>{c.username}</Typography.Text> / <Typography.Text code>{c.password}</Typography.Text>
            </div>
          ))}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            Seeded by make dev from ADMIN_USERNAME / ADMIN_PASSWORD in .env.
          </Typography.Text>
        </div>
      }
    />
  );
}
