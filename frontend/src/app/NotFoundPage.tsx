import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';

/** Any unknown path (spec 1 §2): a card reading "Page Not Found", with a link home. */
export default function NotFoundPage() {
  return (
    <main style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', padding: 24 }}>
      <Card style={{ maxWidth: 440, width: '100%', textAlign: 'center' }}>
        <Typography.Title level={2} style={{ marginTop: 0 }}>
          Page Not Found
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          The page you are looking for does not exist or has moved.
        </Typography.Paragraph>
        <Link to="/" style={{ fontWeight: 600 }}>
          Back to Home
        </Link>
      </Card>
    </main>
  );
}
