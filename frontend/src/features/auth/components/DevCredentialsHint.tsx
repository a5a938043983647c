import { Alert, Typography } from 'antd';
import { DEV_CREDENTIALS } from '../auth.constants';

const nowrap = { whiteSpace: 'nowrap' } as const;

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
              {c.role}:{' '}
              <Typography.Text code style={nowrap}>
                {c.username}
              </Typography.Text>{' '}
              /{' '}
              <Typography.Text code style={nowrap}>
                {c.password}
              </Typography.Text>
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
