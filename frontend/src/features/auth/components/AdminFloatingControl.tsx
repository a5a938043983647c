import { LockOutlined, LogoutOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../use-auth';
import { AdminLoginDialog } from './AdminLoginDialog';

const SHORTCUTS = [
  { label: 'Videos', to: '/admin/videos' },
  { label: 'Emails', to: '/admin/emails' },
  { label: 'Stories', to: '/admin/success-stories' },
  { label: 'Users', to: '/admin/users' },
] as const;

const floating = { position: 'fixed', right: 16, bottom: 16, zIndex: 1000, maxWidth: 'calc(100vw - 32px)' } as const;

/**
 * The landing page's small control at the bottom right (spec 1 §2): nothing while the auth check runs;
 * signed out, a button (#admin-login-trigger, also clicked by the FAQ's "Forgot my password or username?")
 * opening the login dialog; signed in, admin shortcuts (admins only) and Logout.
 */
export default function AdminFloatingControl() {
  const { status, isAdmin, logout } = useAuth();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (status === 'loading') return null;

  return (
    <>
      {/* Same place in both states, so a sign-in from the dialog can finish its toast and redirect. */}
      <AdminLoginDialog open={open && status === 'signed-out'} onClose={() => setOpen(false)} />
      {status === 'signed-out' ? (
        <div style={floating}>
          <Button
            id="admin-login-trigger"
            shape="circle"
            size="large"
            icon={<LockOutlined />}
            aria-label="Admin Login"
            title="Admin Login"
            onClick={() => setOpen(true)}
            style={{ boxShadow: '0 4px 12px rgba(0,0,0,0.15)' }}
          />
        </div>
      ) : (
        <Flex
          wrap
          gap={8}
          justify="flex-end"
          role="toolbar"
          aria-label={isAdmin ? 'Admin shortcuts' : 'Account'}
          style={{ ...floating, background: '#fff', padding: 8, borderRadius: 12, boxShadow: '0 4px 16px rgba(0,0,0,0.15)' }}
        >
          {isAdmin &&
            SHORTCUTS.map((s) => (
              <Button key={s.to} size="small" onClick={() => navigate(s.to)}>
                {s.label}
              </Button>
            ))}
          <Button size="small" danger icon={<LogoutOutlined />} onClick={() => void logout()}>
            Logout
          </Button>
        </Flex>
      )}
    </>
  );
}
