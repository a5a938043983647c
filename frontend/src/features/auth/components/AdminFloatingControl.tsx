import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '../../../shared/auth/use-auth';
import { useSiteNavigation } from '../../../shared/navigation';
import './admin-floating-control.css';
import { ACCOUNT_HELP_EVENT, takeAccountHelpRequest } from '../../../shared/site/account-help';

// The dialog (and antd with it) loads only when someone opens it, so the landing page stays light.
const AdminLoginDialogShell = lazy(() => import('./AdminLoginDialogShell'));

const SHORTCUTS = [
  { label: 'Videos', to: '/admin/videos' },
  { label: 'Emails', to: '/admin/emails' },
  { label: 'Stories', to: '/admin/success-stories' },
  { label: 'Users', to: '/admin/users' },
] as const;

function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M17 9h-1V7a4 4 0 1 0-8 0v2H7a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-8a2 2 0 0 0-2-2Zm-7-2a2 2 0 1 1 4 0v2h-4V7Zm7 12H7v-8h10v8Z"
      />
    </svg>
  );
}

/**
 * The landing page's small control at the bottom right (spec 1 §2): nothing while the auth check runs;
 * signed out, a button (#admin-login-trigger, also clicked by the FAQ's "Forgot my password or username?")
 * opening the login dialog; signed in, admin shortcuts (admins only) and Logout.
 */
export default function AdminFloatingControl() {
  const { status, isAdmin, logout } = useAuth();
  const { navigate } = useSiteNavigation();
  const [open, setOpen] = useState(false);
  const [dialogWanted, setDialogWanted] = useState(false);
  // "Forgot my password or username?" in the FAQ: the login dialog (spec 1 §2: it activates the login button), whose
  // Forgot Password / Forgot Username links are one click away; signed in, there is no login: the reset form.
  const [helpWanted, setHelpWanted] = useState(false);
  useEffect(() => {
    const onHelp = () => {
      if (!takeAccountHelpRequest()) return;
      setDialogWanted(true);
      setHelpWanted(true);
      setOpen(true);
    };
    onHelp(); // asked for before this control had loaded
    window.addEventListener(ACCOUNT_HELP_EVENT, onHelp);
    return () => window.removeEventListener(ACCOUNT_HELP_EVENT, onHelp);
  }, []);
  if (status === 'loading') return null;

  return (
    <>
      {/* Same place in both states, so a sign-in from the dialog can finish its toast and redirect. */}
      {dialogWanted && (
        <Suspense fallback={null}>
          <AdminLoginDialogShell
            open={open && (status === 'signed-out' || helpWanted)}
            initialMode={helpWanted && status !== 'signed-out' ? 'forgot-password' : 'login'}
            onClose={() => {
              setOpen(false);
              setHelpWanted(false);
            }}
          />
        </Suspense>
      )}
      {status === 'signed-out' ? (
        <div className="admin-fab">
          <button
            id="admin-login-trigger"
            type="button"
            className="admin-fab__trigger"
            aria-label="Admin Login"
            title="Admin Login"
            onClick={() => {
              setDialogWanted(true);
              setOpen(true);
            }}
          >
            <LockIcon />
          </button>
        </div>
      ) : (
        <div
          className="admin-fab admin-fab__toolbar"
          role="toolbar"
          aria-label={isAdmin ? 'Admin shortcuts' : 'Account'}
        >
          {isAdmin &&
            SHORTCUTS.map((s) => (
              <button key={s.to} type="button" className="admin-fab__button" onClick={() => navigate(s.to)}>
                {s.label}
              </button>
            ))}
          <button type="button" className="admin-fab__button admin-fab__button--danger" onClick={() => void logout()}>
            Logout
          </button>
        </div>
      )}
    </>
  );
}
