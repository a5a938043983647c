import { errorMessage } from '../../api/api';
import { toast } from '../../shared/toast';
import { useRequestSignInLinkMutation } from './auth.api';

export const SIGN_IN_LINK_FAILED = 'An error occurred. Please try again.';

/** The sign-in pages' "E-mail me a sign-in link" call: true when it went through, else an error toast. */
export function useSendSignInLink(): (username: string) => Promise<boolean> {
  const [request] = useRequestSignInLinkMutation();
  return async (username) => {
    const result = await request({ username });
    if ('error' in result) toast.error('Error', errorMessage(result.error, SIGN_IN_LINK_FAILED));
    return !('error' in result);
  };
}
