import { Button, Typography } from 'antd';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * Error element of the router: a render error or a chunk that failed to load
 * (typically after a new deployment) — offer a full reload.
 */
export default function RouteError() {
  const error = useRouteError();
  console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined;
  return (
    <main role="alert" style={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', padding: 24, textAlign: 'center' }}>
      <Typography.Title level={2}>Something went wrong</Typography.Title>
      <Typography.Paragraph type="secondary">{detail ?? 'Please reload the page.'}</Typography.Paragraph>
      <Button type="primary" onClick={() => window.location.reload()}>
        Reload
      </Button>
    </main>
  );
}
