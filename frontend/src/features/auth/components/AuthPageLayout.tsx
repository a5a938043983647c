import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { brand } from '../../../shared/theme';

export interface AuthPageLayoutProps {
  icon: ReactNode;
  title: string;
  subtitle: string;
  children: ReactNode;
  /** Shown under the card (links, notes). */
  footer?: ReactNode;
}

/** The centered card shared by /student-login, /admin-login and /reset-password. */
export function AuthPageLayout({ icon, title, subtitle, children, footer }: AuthPageLayoutProps) {
  return (
    <main
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        padding: '32px 16px',
        background: `linear-gradient(135deg, ${brand.navyDark} 0%, ${brand.navy} 100%)`,
      }}
    >
      <Flex vertical gap={16} style={{ width: '100%', maxWidth: 420 }}>
        <Card styles={{ body: { padding: 28 } }} style={{ boxShadow: '0 12px 32px rgba(0,0,0,0.25)' }}>
          <Flex vertical align="center" gap={4} style={{ marginBottom: 20, textAlign: 'center' }}>
            <div style={{ fontSize: 36, color: brand.navy, lineHeight: 1 }} aria-hidden>
              {icon}
            </div>
            <Typography.Title level={1} style={{ fontSize: 26, margin: '8px 0 0' }}>
              {title}
            </Typography.Title>
            <Typography.Text type="secondary">{subtitle}</Typography.Text>
          </Flex>
          {children}
        </Card>
        {footer}
      </Flex>
    </main>
  );
}
