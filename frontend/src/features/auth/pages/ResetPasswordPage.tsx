import { KeyOutlined } from '../../../shared/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import { PASSWORD_HINT, PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from '../auth.constants';
import { useResetPasswordMutation } from '../auth.api';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { SupportEmailLink } from '../components/SupportEmailLink';

/** The two uses of a password link: a reset (spec 1 §2, §5, §8) and a new student's first password. */
const MODES = {
  reset: {
    title: 'Reset Password',
    subtitle: 'Choose a new password for your account',
    button: 'Reset Password',
    done: ['Password Reset Successful', 'Your password has been reset. You can now log in with your new password.'],
    next: '/',
  },
  set: {
    title: 'Set Your Password',
    subtitle: 'Welcome! Choose the password for your student portal account',
    button: 'Set Password',
    done: ['Password Set', 'Your password is set. You can now sign in to the student portal.'],
    next: '/student-login',
  },
} as const;

/** A password input for a new password (autocomplete new-password), with its label. */
interface NewPasswordFieldProps {
  id: string;
  label: string;
  placeholder: string;
  extra?: string;
  value: string;
  onChange: (value: string) => void;
}

function NewPasswordField({ id, label, placeholder, extra, value, onChange }: NewPasswordFieldProps) {
  return (
    <Form.Item label={label} htmlFor={id} extra={extra}>
      <Input.Password
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="new-password"
        placeholder={placeholder}
      />
    </Form.Item>
  );
}

/** /reset-password?token=... and /set-password?token=... (the welcome e-mail's link). */
export default function ResetPasswordPage({ mode = 'reset' }: { mode?: keyof typeof MODES }) {
  const text = MODES[mode];
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const warned = useRef(false);

  useEffect(() => {
    if (token || warned.current) return;
    warned.current = true;
    toast.error('Invalid Reset Link', 'No reset token found. Please request a new password reset.');
    void navigate('/', { replace: true });
  }, [token, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!newPassword || !confirm || isLoading) return;
    if (newPassword !== confirm) {
      toast.error('Password Mismatch', 'Passwords do not match. Please try again.');
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      toast.error('Password Too Short', PASSWORD_TOO_SHORT);
      return;
    }
    const result = await resetPassword({ token, newPassword });
    if ('error' in result) {
      toast.error(
        'Reset Failed',
        errorMessage(result.error, 'Failed to reset password. The link may be expired or invalid.'),
      );
      return;
    }
    toast.success(text.done[0], text.done[1]);
    void navigate(text.next);
  };

  if (!token) return null;

  return (
    <AuthPageLayout icon={<KeyOutlined />} title={text.title} subtitle={text.subtitle}>
      <form onSubmit={submit} aria-label={text.title}>
        <Form layout="vertical" component={false}>
          <NewPasswordField
            id="new-password"
            label="New Password"
            placeholder="Enter a new password"
            value={newPassword}
            onChange={setNewPassword}
          />
          <NewPasswordField
            id="confirm-password"
            label="Confirm New Password"
            placeholder="Enter it again"
            extra={PASSWORD_HINT}
            value={confirm}
            onChange={setConfirm}
          />
        </Form>
        <Button type="primary" htmlType="submit" block size="large" disabled={!newPassword || !confirm || isLoading}>
          {text.button}
        </Button>
      </form>
      <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
        <Link to="/">Back to Home</Link>
        <Typography.Text type="secondary" style={{ fontSize: 13, textAlign: 'center' }}>
          Need help? Contact support at <SupportEmailLink />
        </Typography.Text>
      </Flex>
    </AuthPageLayout>
  );
}
