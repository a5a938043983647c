import { useState } from 'react';
import { toast } from '../../shared/toast';
import { signInFailure, type SignInScreen } from './sign-in-errors';

/**
 * A sign-in screen's failed attempt: too many attempts shows the wait (and remembers the name, for the sign-in link
 * offer); any other failure is an error toast.
 */
export function useSignInWait(screen: SignInScreen) {
  const [wait, setWait] = useState<string | null>(null);
  const [lockedName, setLockedName] = useState('');
  const failed = (err: unknown, username: string) => {
    const failure = signInFailure(err, screen);
    if (failure.kind === 'rate-limited') {
      setWait(failure.message);
      setLockedName(username);
    } else toast.error(failure.title, failure.message);
  };
  return { wait, lockedName, failed, clearWait: () => setWait(null) };
}
