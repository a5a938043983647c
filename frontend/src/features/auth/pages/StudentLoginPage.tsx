import { BookOutlined } from '../../../shared/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../../shared/toast';
import { STUDENT_REDIRECT_DELAY_MS } from '../auth.constants';
import { useForgotPasswordMutation, useForgotUsernameMutation } from '../auth.api';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { CredentialsForm, type Credentials } from '../components/CredentialsForm';
import { EmailRequestModal } from '../components/EmailRequestModal';
import { SupportEmailLink } from '../components/SupportEmailLink';
import { SIGN_IN_TEXTS } from '../sign-in-errors';
import { useSignInWait } from '../use-sign-in-wait';
import { useAuth } from '../../../shared/auth/use-auth';

/** /student-login (spec 1 §2, §5, §8). */
export default function StudentLoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [signingIn, setSigningIn] = useState(false);
  const { notice, failed, clearWait } = useSignInWait('student');
  const [dialog, setDialog] = useState<'username' | 'password' | null>(null);
  const [forgotUsername] = useForgotUsernameMutation();
  const [forgotPassword] = useForgotPasswordMutation();
  const redirectTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(redirectTimer.current), []);

  const submit = async ({ username, password }: Credentials) => {
    setSigningIn(true);
    clearWait();
    try {
      if (await login(username, password)) {
        toast.success('Login successful!', 'Welcome back to your student dashboard.');
        redirectTimer.current = window.setTimeout(() => navigate('/student-dashboard'), STUDENT_REDIRECT_DELAY_MS);
        return;
      }
      toast.error(SIGN_IN_TEXTS.student.refused.title, SIGN_IN_TEXTS.student.refused.message);
    } catch (err) {
      failed(err, username);
    }
    setSigningIn(false);
  };

  /** A reminder call with its toasts; resolves true when it went through (the dialog then closes). */
  const remind =
    (send: typeof forgotUsername, success: [string, string], failure: [string, string]) => async (email: string) => {
      const result = await send({ email });
      if ('error' in result) toast.error(...failure);
      else toast.success(...success);
      return !('error' in result);
    };
  const sendUsername = remind(
    forgotUsername,
    ['Username Reminder Sent', "If an account with that email exists, we've sent you your username."],
    ['Error', 'Unable to send username reminder. Please try again or contact support.'],
  );
  const sendResetLink = remind(
    forgotPassword,
    ['Password Reset Sent', 'If an account with that email exists, a password reset link has been sent.'],
    ['Error', 'An error occurred. Please try again.'],
  );

  return (
    <AuthPageLayout
      icon={<BookOutlined />}
      title="Student Login"
      subtitle="Sign in to your student portal"
      footer={
        <Flex justify="center">
          <Link to="/" style={{ color: '#fff' }}>
            Back to Home
          </Link>
        </Flex>
      }
    >
      <CredentialsForm
        usernameLabel="Username or Email"
        usernamePlaceholder="Enter your username or email"
        signingIn={signingIn}
        onFinish={submit}
        notice={notice}
      />

      <Flex justify="space-between" wrap gap={8} style={{ marginTop: 12 }}>
        <Button type="link" style={{ padding: 0 }} onClick={() => setDialog('password')} disabled={signingIn}>
          Forgot Password
        </Button>
        <Button type="link" style={{ padding: 0 }} onClick={() => setDialog('username')} disabled={signingIn}>
          Forgot Username
        </Button>
      </Flex>

      <Alert
        style={{ marginTop: 16 }}
        type="info"
        showIcon
        title="New Student?"
        description="Your account is created automatically when you purchase the course. We email you your username and a link to set your password."
      />
      <Typography.Paragraph
        type="secondary"
        style={{ marginTop: 16, marginBottom: 0, textAlign: 'center', fontSize: 13 }}
      >
        Need help? Contact support at <SupportEmailLink />
      </Typography.Paragraph>

      <EmailRequestModal
        open={dialog === 'username'}
        title="Forgot Username"
        description="Enter the email address of your account and we will send you your username."
        submitLabel="Send Username"
        onClose={() => setDialog(null)}
        onSubmit={sendUsername}
      />
      <EmailRequestModal
        open={dialog === 'password'}
        title="Forgot Password"
        description="Enter the email address of your account and we will send you a link to reset your password."
        submitLabel="Send Reset Link"
        onClose={() => setDialog(null)}
        onSubmit={sendResetLink}
      />
    </AuthPageLayout>
  );
}
