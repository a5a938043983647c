import { Button, Flex, Input, Modal, Typography, type InputRef } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../shared/toast';
import { useForgotPasswordMutation, useForgotUsernameMutation } from '../auth.api';
import { toastAfterReload } from '../../../shared/pending-toast';
import { useSiteNavigation } from '../../../shared/navigation';
import { useAuth } from '../../../shared/auth/use-auth';
import { SupportEmailLink } from './SupportEmailLink';
import { SIGNING_IN_LOADING } from './CredentialsForm';
import { SIGN_IN_TEXTS } from '../sign-in-errors';
import { useSignInWait } from '../use-sign-in-wait';

export type Mode = 'login' | 'forgot-password' | 'forgot-username';

const fieldStyle = { display: 'flex', flexDirection: 'column', gap: 4 } as const;

const TITLES: Record<Mode, string> = {
  login: 'Admin Login',
  'forgot-password': 'Reset Password',
  'forgot-username': 'Username Reminder',
};

export interface AdminLoginDialogProps {
  open: boolean;
  onClose: () => void;
  /** The form shown when the dialog opens (the FAQ's "Forgot my password or username?" opens the reset form). */
  initialMode?: Mode;
}

/** The landing page's three-mode dialog (spec 1 §2, §4, §5, §8): login, forgot password, forgot username. */
export function AdminLoginDialog({ open, onClose, initialMode = 'login' }: AdminLoginDialogProps) {
  const { login, status } = useAuth();
  const { navigate, inApp } = useSiteNavigation();
  const [mode, setMode] = useState<Mode>(initialMode);
  const [openedWith, setOpenedWith] = useState({ open, initialMode });
  if (openedWith.open !== open || openedWith.initialMode !== initialMode) {
    // Each opening starts on the form it was opened for (state adjusted while rendering, not in an effect).
    setOpenedWith({ open, initialMode });
    if (open) setMode(initialMode);
  }
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [email, setEmail] = useState('');
  const [signingIn, setSigningIn] = useState(false);
  const { notice, failed, clearWait } = useSignInWait('admin');
  const [sending, setSending] = useState(false);

  const signingInNow = useRef(false);
  const submitLogin = async (e: FormEvent) => {
    e.preventDefault();
    if (!username.trim() || !password.trim() || signingInNow.current) return;
    signingInNow.current = true;
    setSigningIn(true);
    clearWait();
    let ok = false;
    try {
      ok = await login(username, password);
      if (!ok) toast.error(SIGN_IN_TEXTS.admin.refused.title, SIGN_IN_TEXTS.admin.refused.message);
    } catch (err) {
      failed(err, username);
    } finally {
      signingInNow.current = false;
      setSigningIn(false);
    }
    if (!ok) return;
    const welcome = { title: 'Login Successful', message: 'Welcome back! Redirecting to admin dashboard...' };
    // On the router-less landing page the dashboard is a page load: the toast follows it there.
    if (inApp) toast.success(welcome.title, welcome.message);
    else toastAfterReload({ kind: 'success', ...welcome });
    setUsername('');
    setPassword('');
    onClose();
    navigate('/admin');
  };

  // The same calls as the sign-in pages' (the dialog's chunk brings the app's store: AdminLoginDialogShell).
  const [forgotPassword] = useForgotPasswordMutation();
  const [forgotUsername] = useForgotUsernameMutation();

  const submitReminder = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || sending) return;
    const forPassword = mode === 'forgot-password';
    setSending(true);
    const result = await (forPassword ? forgotPassword : forgotUsername)({ email: email.trim() });
    setSending(false);
    if ('error' in result) {
      toast.error('Error', 'An error occurred. Please try again.');
      return;
    }
    if (forPassword)
      toast.success(
        'Password Reset Sent',
        'If an account with that email exists, a password reset link has been sent.',
      );
    else
      toast.success(
        'Username Reminder Sent',
        'If an account with that email exists, a username reminder has been sent.',
      );
    setEmail('');
    setMode('login');
  };

  // Each form starts at its first field (Username, or Email Address), not at the dialog's close button: on opening
  // (afterOpenChange, once antd has placed its own focus) and when the links switch the form.
  const firstField = useRef<InputRef>(null);
  useEffect(() => firstField.current?.focus(), [mode]);

  const modeLink = (to: Mode, label: string) => (
    <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setMode(to)}>
      {label}
    </Button>
  );

  return (
    <Modal
      open={open}
      onCancel={onClose}
      footer={null}
      title={TITLES[mode]}
      destroyOnHidden={false}
      width={420}
      afterOpenChange={(shown) => shown && firstField.current?.focus()}
    >
      {mode === 'login' ? (
        <form onSubmit={submitLogin} aria-label="Admin Login">
          <Flex vertical gap={12}>
            {notice}
            <label style={fieldStyle}>
              <Typography.Text strong>Username</Typography.Text>
              <Input
                ref={firstField}
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                autoComplete="username"
                aria-label="Username"
                placeholder="Enter your username"
              />
            </label>
            <label style={fieldStyle}>
              <Typography.Text strong>Password</Typography.Text>
              <Input.Password
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                autoComplete="current-password"
                aria-label="Password"
                placeholder="Enter your password"
              />
            </label>
            <Button
              type="primary"
              htmlType="submit"
              block
              disabled={!username.trim() || !password.trim() || signingIn}
              loading={signingIn && SIGNING_IN_LOADING}
            >
              {signingIn ? 'Signing In...' : 'Sign In'}
            </Button>
            <Flex justify="space-between" wrap gap={8}>
              {modeLink('forgot-password', 'Forgot Password')}
              {modeLink('forgot-username', 'Forgot Username')}
            </Flex>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              Need help? Contact <SupportEmailLink />
            </Typography.Text>
          </Flex>
        </form>
      ) : (
        <form onSubmit={submitReminder} aria-label={TITLES[mode]}>
          <Flex vertical gap={12}>
            <Typography.Text type="secondary">
              {mode === 'forgot-password'
                ? 'Enter the e-mail address of your account and we will send you a link to reset your password.'
                : 'Enter the e-mail address of your account and we will send you your username.'}
            </Typography.Text>
            <label style={fieldStyle}>
              <Typography.Text strong>Email Address</Typography.Text>
              <Input
                ref={firstField}
                type="email"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                autoComplete="email"
                aria-label="Email Address"
                placeholder="you@example.com"
              />
            </label>
            <Button type="primary" htmlType="submit" block disabled={!email.trim() || sending}>
              {sending ? 'Sending...' : mode === 'forgot-password' ? 'Send Reset Link' : 'Send Username'}
            </Button>
            {/* Opened from the FAQ by a signed-in visitor: there is no login to go back to. */}
            {status !== 'signed-in' && modeLink('login', 'Back to Login')}
          </Flex>
        </form>
      )}
    </Modal>
  );
}
