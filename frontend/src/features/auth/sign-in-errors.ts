import { errorMessage, isApiError } from '../../api/errors';

export interface ToastText {
  title: string;
  message: string;
}

/** The sign-in screens' texts from the spec's error catalogues (spec 1 §8, spec 3 §8). */
export const SIGN_IN_TEXTS = {
  /** /admin-login and the landing page's admin dialog. */
  admin: {
    refused: { title: 'Login Failed', message: 'Invalid username or password. Please try again.' },
    exception: { title: 'Error', message: 'An error occurred. Please try again.' },
  },
  /** /student-login. */
  student: {
    refused: { title: 'Login failed', message: 'Invalid username or password. Please try again.' },
    exception: { title: 'Login error', message: 'Something went wrong. Please try again.' },
  },
} as const satisfies Record<string, { refused: ToastText; exception: ToastText }>;

export type SignInScreen = keyof typeof SIGN_IN_TEXTS;

/** The API's text for a 403 on sign-in (auth.constants.ts MESSAGES.accountNotActive), if its body has none. */
export const ACCOUNT_NOT_ACTIVE = 'This account is not active. Please contact support.';

/** "Too many sign-in attempts. Try again in N minutes.", N rounded up from the server's Retry-After. */
export function tooManyAttemptsMessage(retryAfterSeconds?: number): string {
  if (retryAfterSeconds === undefined) return 'Too many sign-in attempts. Try again in a few minutes.';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

export type SignInFailure =
  /** Refused by the rate limit: shown on the form until the next attempt (it lasts minutes, a toast 5 s). */
  { kind: 'rate-limited'; message: string; retryAfterSeconds?: number } | ({ kind: 'toast' } & ToastText);

/**
 * What a sign-in screen says when `login` threw (a 401 is not thrown: login answers false). 429: the wait from
 * Retry-After; 403: the account is not active (the server's text); anything else (5xx, network failure, an answer
 * without a user): the screen's exception text.
 */
export function signInFailure(err: unknown, screen: SignInScreen): SignInFailure {
  if (isApiError(err) && err.status === 429) {
    return {
      kind: 'rate-limited',
      message: tooManyAttemptsMessage(err.retryAfterSeconds),
      retryAfterSeconds: err.retryAfterSeconds,
    };
  }
  if (isApiError(err) && err.status === 403) {
    return {
      kind: 'toast',
      title: SIGN_IN_TEXTS[screen].refused.title,
      message: errorMessage(err, ACCOUNT_NOT_ACTIVE),
    };
  }
  return { kind: 'toast', ...SIGN_IN_TEXTS[screen].exception };
}
