import { DownOutlined, LogoutOutlined } from '../icons';
import { Button, Dropdown, Space } from 'antd';

export interface SignOutButtonsProps {
  /** `everywhere`: end every session of the user (other browsers and devices too). */
  onLogout: (everywhere: boolean) => void;
}

/**
 * Logout, with "Log out on all devices" in its menu: the student portal's header and the admin layout both use it
 * (POST /api/auth/logout or /api/auth/logout-all through the auth facility).
 */
export default function SignOutButtons({ onLogout }: SignOutButtonsProps) {
  return (
    <Space.Compact>
      <Button icon={<LogoutOutlined />} onClick={() => onLogout(false)}>
        Logout
      </Button>
      <Dropdown
        trigger={['click']}
        menu={{ items: [{ key: 'everywhere', label: 'Log out on all devices' }], onClick: () => onLogout(true) }}
      >
        <Button icon={<DownOutlined />} aria-label="More sign-out options" />
      </Dropdown>
    </Space.Compact>
  );
}
