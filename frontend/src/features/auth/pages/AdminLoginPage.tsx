import { SafetyCertificateOutlined } from '../../../shared/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { toastAfterReload } from '../../../shared/pending-toast';
import { toast } from '../../../shared/toast';
import { AuthPageLayout } from '../components/AuthPageLayout';
import { CredentialsForm, type Credentials } from '../components/CredentialsForm';
import { DevCredentialsHint } from '../components/DevCredentialsHint';
import { SIGN_IN_TEXTS } from '../sign-in-errors';
import { useSignInWait } from '../use-sign-in-wait';
import { useAuth } from '../../../shared/auth/use-auth';

/** /admin-login (spec 1 §2, §5, §8): a signed-in admin goes straight to /admin/users. */
export default function AdminLoginPage() {
  const { login, isAdmin } = useAuth();
  const navigate = useNavigate();
  const [signingIn, setSigningIn] = useState(false);
  const { notice, failed, clearWait } = useSignInWait('admin');

  // While a sign-in from this page is in flight (or done), the full page load below does the redirect.
  if (isAdmin && !signingIn) return <Navigate to="/admin/users" replace />;

  const submit = async ({ username, password }: Credentials) => {
    setSigningIn(true);
    clearWait();
    try {
      if (await login(username, password)) {
        // The full page load below would take a toast with it: this one is shown by the admin panel instead.
        toastAfterReload({
          kind: 'success',
          title: 'Login Successful',
          message: 'Welcome back! Redirecting to admin panel...',
        });
        window.location.assign('/admin/users');
        return; // stays "signing in" until the page unloads
      }
      toast.error(SIGN_IN_TEXTS.admin.refused.title, SIGN_IN_TEXTS.admin.refused.message);
    } catch (err) {
      failed(err, username);
    }
    setSigningIn(false);
  };

  return (
    <AuthPageLayout icon={<SafetyCertificateOutlined />} title="Admin Login" subtitle="Sign in to the admin panel">
      <CredentialsForm
        usernameLabel="Username"
        usernamePlaceholder="Enter your username"
        signingIn={signingIn}
        onFinish={submit}
        notice={notice}
      >
        <Button block disabled={signingIn} onClick={() => navigate('/')} style={{ marginTop: 8 }}>
          Back to Home
        </Button>
      </CredentialsForm>
      {import.meta.env.DEV && (
        <div style={{ marginTop: 16 }}>
          <DevCredentialsHint />
        </div>
      )}
    </AuthPageLayout>
  );
}
