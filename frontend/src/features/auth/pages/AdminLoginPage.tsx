import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toast } from '../../../shared/toast';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { DevCredentialsHint } from '../components/DevCredentialsHint';
import { useAuth } from '../use-auth';

interface Credentials {
  username: string;
  password: string;
}

/** /admin-login (spec 1 §2, §5, §8): a signed-in admin goes straight to /admin/users. */
export default function AdminLoginPage() {
  const { login, isAdmin } = useAuth();
  const navigate = useNavigate();
  const [signingIn, setSigningIn] = useState(false);
  const [redirecting, setRedirecting] = useState(false);

  if (isAdmin && !redirecting) return <Navigate to="/admin/users" replace />;

  const submit = async ({ username, password }: Credentials) => {
    setSigningIn(true);
    try {
      if (await login(username, password)) {
        setRedirecting(true);
        toast.success('Login Successful', 'Welcome back! Redirecting to admin panel...');
        window.location.assign('/admin/users');
        return;
      }
      toast.error('Login Failed', 'Invalid username or password. Please try again.');
    } catch {
      toast.error('Error', 'An error occurred. Please try again.');
    }
    setSigningIn(false);
  };

  return (
    <AuthPageLayout icon={<SafetyCertificateOutlined />} title="Admin Login" subtitle="Sign in to the admin panel">
      <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false} disabled={signingIn}>
        <Form.Item label="Username" name="username" rules={[{ required: true, message: 'Username is required' }]}>
          <Input autoComplete="username" placeholder="Enter your username" />
        </Form.Item>
        <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
          <Input.Password autoComplete="current-password" placeholder="Enter your password" />
        </Form.Item>
        <Flex vertical gap={8}>
          <Button type="primary" htmlType="submit" block size="large" disabled={signingIn}>
            {signingIn ? 'Signing In...' : 'Sign In'}
          </Button>
          <Button block disabled={signingIn} onClick={() => navigate('/')}>
            Back to Home
          </Button>
        </Flex>
      </Form>
      {import.meta.env.DEV && (
        <div style={{ marginTop: 16 }}>
          <DevCredentialsHint />
        </div>
      )}
    </AuthPageLayout>
  );
}
