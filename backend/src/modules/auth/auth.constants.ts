export const SESSION_COOKIE = 'session';
export const SESSION_TTL_SECONDS = 7 * 24 * 3600;

/** A password reset link is valid for 1 hour and can be used once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** Spec 1 §9: password reset minimum 8 characters. */
export const PASSWORD_MIN_LENGTH = 8;
/** Upper bound so nobody makes the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;

/** A rate-limit rule: at most `limit` counted events per `windowSeconds` per key. */
export interface RateRule {
  name: string;
  limit: number;
  windowSeconds: number;
}

/** Failed sign-ins (successful ones are not counted; a success clears the account's counter). */
export const LOGIN_FAILURES_PER_IP: RateRule = { name: 'login-ip', limit: 30, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ACCOUNT: RateRule = { name: 'login-account', limit: 5, windowSeconds: 15 * 60 };
/** Reminder calls (forgot password, forgot username): every call counts. */
export const REMINDERS_PER_IP: RateRule = { name: 'reminder-ip', limit: 20, windowSeconds: 60 * 60 };
export const REMINDERS_PER_ACCOUNT: RateRule = { name: 'reminder-account', limit: 3, windowSeconds: 60 * 60 };

export const MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  accountNotActive: 'This account is not active. Please contact support.',
  invalidEmail: 'Please enter a valid email address',
  tokenRequired: 'Reset token is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  invalidResetToken: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordResetSent: 'If an account with that email exists, a password reset link has been sent.',
  usernameReminderSent: 'If an account with that email exists, a username reminder has been sent.',
  passwordResetDone: 'Your password has been reset. You can now log in with your new password.',
  loggedOut: 'Signed out',
  tooManyLogins: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  tooManyReminders: 'Too many requests. Please wait an hour and try again.',
  rateLimitUnavailable: 'Sign-in is temporarily unavailable. Please try again shortly.',
} as const;
