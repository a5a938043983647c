import { MailOutlined } from '../../../shared/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../api/api';
import { toastAfterReload } from '../../../shared/pending-toast';
import { useConsumeSignInLinkMutation } from '../auth.api';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { SupportEmailLink } from '../components/SupportEmailLink';

export const SIGN_IN_LINK_INVALID = 'This sign-in link is invalid, expired or already used. Please request a new one.';

/**
 * /sign-in-link?token=... (the "E-mail me a sign-in link" mail). The token is spent only when the person clicks Sign
 * In: mail scanners open links, and some run their scripts, so neither the GET nor the page's load may use it up.
 */
export default function SignInLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [consume, { isLoading }] = useConsumeSignInLinkMutation();
  const [problem, setProblem] = useState<string | null>(token ? null : SIGN_IN_LINK_INVALID);
  const [leaving, setLeaving] = useState(false);

  const signIn = async () => {
    setProblem(null);
    const result = await consume({ token });
    if ('error' in result) {
      setProblem(errorMessage(result.error, SIGN_IN_LINK_INVALID));
      return;
    }
    const admin = result.data.user.userType === 'admin';
    // A full page load: the new session (and this browser's known-client cookie) is read by the app's session check.
    toastAfterReload(
      admin
        ? { kind: 'success', title: 'Login Successful', message: 'Welcome back! Redirecting to admin panel...' }
        : { kind: 'success', title: 'Login successful!', message: 'Welcome back to your student dashboard.' },
    );
    setLeaving(true);
    window.location.assign(admin ? '/admin' : '/student-dashboard');
  };

  return (
    <AuthPageLayout
      icon={<MailOutlined />}
      title="Sign In with a Link"
      subtitle="The link from your e-mail signs you in once"
    >
      <Flex vertical gap={12}>
        {problem && <Alert type="error" title={problem} role="alert" />}
        {token && !problem && (
          <Typography.Text>
            Sign in to your account in this browser. It is remembered as yours, so your password works here again.
          </Typography.Text>
        )}
        {token && (
          <Button
            type="primary"
            size="large"
            block
            onClick={() => void signIn()}
            loading={isLoading || leaving}
            disabled={isLoading || leaving}
          >
            Sign In
          </Button>
        )}
      </Flex>
      <Flex vertical align="center" gap={8} style={{ marginTop: 16 }}>
        <Link to="/student-login">Back to Student Login</Link>
        <Typography.Text type="secondary" style={{ fontSize: 13, textAlign: 'center' }}>
          Need help? Contact support at <SupportEmailLink />
        </Typography.Text>
      </Flex>
    </AuthPageLayout>
  );
}
