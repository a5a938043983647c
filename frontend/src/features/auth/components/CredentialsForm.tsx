import { Button, Form, Input } from 'antd';
import type { ReactNode } from 'react';

export interface Credentials {
  username: string;
  password: string;
}

export interface CredentialsFormProps {
  usernameLabel: string;
  usernamePlaceholder: string;
  signingIn: boolean;
  onFinish: (values: Credentials) => void;
  /** Rendered under the Sign In button, disabled with the form while signing in. */
  children?: ReactNode;
}

/** Username + password (with show/hide) and Sign In, all disabled while signing in (spec 1 §2, §5). */
export function CredentialsForm({
  usernameLabel,
  usernamePlaceholder,
  signingIn,
  onFinish,
  children,
}: CredentialsFormProps) {
  return (
    <Form<Credentials> layout="vertical" onFinish={onFinish} requiredMark={false} disabled={signingIn}>
      <Form.Item label={usernameLabel} name="username" rules={[{ required: true, message: 'Username is required' }]}>
        <Input autoComplete="username" placeholder={usernamePlaceholder} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
        <Input.Password autoComplete="current-password" placeholder="Enter your password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" disabled={signingIn}>
        {signingIn ? 'Signing In...' : 'Sign In'}
      </Button>
      {children}
    </Form>
  );
}
