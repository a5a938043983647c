import { useState, type ReactNode } from 'react';
import { toast } from '../../shared/toast';
import { SignInLinkOffer } from './components/SignInLinkOffer';
import { SignInWaitAlert } from './components/SignInWaitAlert';
import { signInFailure, type SignInScreen } from './sign-in-errors';
import { useSendSignInLink } from './use-send-sign-in-link';

/**
 * A sign-in screen's failed attempt: too many attempts shows the wait with the offer of a sign-in link for the name
 * that was locked (`notice`); any other failure is an error toast.
 */
export function useSignInWait(screen: SignInScreen): {
  notice: ReactNode;
  failed: (err: unknown, username: string) => void;
  clearWait: () => void;
} {
  const [wait, setWait] = useState<string | null>(null);
  const [lockedName, setLockedName] = useState('');
  const sendSignInLink = useSendSignInLink();
  const failed = (err: unknown, username: string) => {
    const failure = signInFailure(err, screen);
    if (failure.kind === 'rate-limited') {
      setWait(failure.message);
      setLockedName(username);
    } else toast.error(failure.title, failure.message);
  };
  const notice = wait && (
    <SignInWaitAlert message={wait}>
      <SignInLinkOffer send={() => sendSignInLink(lockedName)} />
    </SignInWaitAlert>
  );
  return { notice, failed, clearWait: () => setWait(null) };
}
