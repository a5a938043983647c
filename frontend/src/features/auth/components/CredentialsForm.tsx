import { LoadingOutlined } from '../../../shared/icons';
import { Button, Form, Input } from 'antd';
import { useRef, type ReactNode } from 'react';

export interface Credentials {
  username: string;
  password: string;
}

export interface CredentialsFormProps {
  usernameLabel: string;
  usernamePlaceholder: string;
  signingIn: boolean;
  /** The sign-in; a second submit while its promise runs is ignored (no second request on a double click). */
  onFinish: (values: Credentials) => Promise<void>;
  /** Shown above the fields (the rate limit's wait). */
  notice?: ReactNode;
  /** Rendered under the Sign In button, disabled with the form while signing in. */
  children?: ReactNode;
}

/** The Sign In buttons' loading state, its spinner hidden from the button's accessible name. */
export const SIGNING_IN_LOADING = { icon: <LoadingOutlined aria-hidden /> };

/** Username + password (with show/hide) and Sign In, all disabled while signing in (spec 1 §2, §5). */
export function CredentialsForm({
  usernameLabel,
  usernamePlaceholder,
  signingIn,
  onFinish,
  notice,
  children,
}: CredentialsFormProps) {
  // The form's validation is asynchronous: two quick clicks could both reach onFinish before `signingIn` renders.
  const running = useRef(false);
  const finish = async (values: Credentials) => {
    if (running.current) return;
    running.current = true;
    try {
      await onFinish(values);
    } finally {
      running.current = false;
    }
  };
  return (
    <Form<Credentials> layout="vertical" onFinish={finish} requiredMark={false} disabled={signingIn}>
      {notice}
      <Form.Item label={usernameLabel} name="username" rules={[{ required: true, message: 'Username is required' }]}>
        <Input autoComplete="username" placeholder={usernamePlaceholder} />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Password is required' }]}>
        <Input.Password autoComplete="current-password" placeholder="Enter your password" />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        disabled={signingIn}
        loading={signingIn && SIGNING_IN_LOADING}
      >
        {signingIn ? 'Signing In...' : 'Sign In'}
      </Button>
      {children}
    </Form>
  );
}
