import { KeyOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/api';
import { toast } from '../../../shared/toast';
import { PASSWORD_MIN_LENGTH } from '../auth.constants';
import { useResetPasswordMutation } from '../auth.api';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { SupportEmailLink } from '../components/SupportEmailLink';

/** /reset-password?token=... (spec 1 §2, §5, §8). */
export default function ResetPasswordPage() {
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
    navigate('/', { replace: true });
  }, [token, navigate]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!newPassword || !confirm || isLoading) return;
    if (newPassword !== confirm) {
      toast.error('Password Mismatch', 'Passwords do not match. Please try again.');
      return;
    }
    if (newPassword.length < PASSWORD_MIN_LENGTH) {
      toast.error('Password Too Short', `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
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
    toast.success(
      'Password Reset Successful',
      'Your password has been reset. You can now log in with your new password.',
    );
    navigate('/');
  };

  if (!token) return null;

  return (
    <AuthPageLayout icon={<KeyOutlined />} title="Reset Password" subtitle="Choose a new password for your account">
      <form onSubmit={submit} aria-label="Reset Password">
        <Form layout="vertical" component={false}>
          <Form.Item label="New Password" htmlFor="new-password">
            <Input.Password
              id="new-password"
              value={newPassword}
              onChange={(e) => setNewPassword(e.target.value)}
              autoComplete="new-password"
              placeholder="Enter a new password"
            />
          </Form.Item>
          <Form.Item
            label="Confirm New Password"
            htmlFor="confirm-password"
            extra={`Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`}
          >
            <Input.Password
              id="confirm-password"
              value={confirm}
              onChange={(e) => setConfirm(e.target.value)}
              autoComplete="new-password"
              placeholder="Enter it again"
            />
          </Form.Item>
        </Form>
        <Button type="primary" htmlType="submit" block size="large" disabled={!newPassword || !confirm || isLoading}>
          Reset Password
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
