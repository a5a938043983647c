import { Flex, Tag, Typography } from 'antd';
import SignOutButtons from '../../../shared/auth/SignOutButtons';

export interface PortalHeaderProps {
  name: string;
  /** `everywhere`: end every session of the student (other browsers and devices too). */
  onLogout: (everywhere: boolean) => void;
}

/** Student dashboard header: Student Portal badge, welcome line and Logout (spec 2 §2.2). */
export default function PortalHeader({ name, onLogout }: PortalHeaderProps) {
  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
      <Flex
        justify="space-between"
        align="center"
        gap={12}
        wrap
        style={{ maxWidth: 1200, margin: '0 auto', padding: '16px' }}
      >
        <Flex vertical gap={4}>
          <Tag color="blue" style={{ alignSelf: 'flex-start', marginInlineEnd: 0 }}>
            Student Portal
          </Tag>
          <Typography.Title level={1} style={{ margin: 0, fontSize: 24 }}>
            Welcome, {name}!
          </Typography.Title>
        </Flex>
        <SignOutButtons onLogout={onLogout} />
      </Flex>
    </header>
  );
}
