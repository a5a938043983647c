import { Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import BackToDashboard from './BackToDashboard';
import './tool-print.css';

/** Frame of the three tool pages: Back to Dashboard, a title and a short intro. */
export default function ToolPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="tool-print-page" style={{ minHeight: '100vh', background: '#f5f7fa' }}>
      <main style={{ maxWidth: 1200, margin: '0 auto', padding: 16 }}>
        <Flex vertical gap={16}>
          <div className="tool-print-hide">
            <BackToDashboard />
          </div>
          <div>
            <Typography.Title level={1} style={{ fontSize: 28, marginBottom: 4 }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary">{intro}</Typography.Text>
          </div>
          {children}
        </Flex>
      </main>
    </div>
  );
}
