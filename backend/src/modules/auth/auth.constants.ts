import type { RateRule } from '../../core/rate-limit/rate-limit.types';

export const SESSION_COOKIE = 'session';
/** Remembers, per browser, the account that last signed in there (a "known client" for sign-in throttling). */
export const KNOWN_CLIENT_COOKIE = 'known_client';
export const KNOWN_CLIENT_TTL_SECONDS = 365 * 24 * 3600;

/** A session ends after 12 hours without activity, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_SECONDS = 12 * 3600;
export const SESSION_ABSOLUTE_SECONDS = 7 * 24 * 3600;
/** How long a replica may trust a session it checked (revocations reach every replica at once via the cache bus). */
export const SESSION_CACHE_MAX_AGE_MS = 1000;
export const SESSION_CACHE_MAX_ENTRIES = 10_000;

/** A password reset link is valid for 1 hour and can be used once. */
export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;
/** The "set your password" link a new student gets is valid for 7 days and can be used once. */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** One password policy for every place a password is chosen (see password.policy.ts). */
export const PASSWORD_MIN_LENGTH = 10;
/** Upper bound so nobody makes the server hash megabytes. */
export const PASSWORD_MAX_LENGTH = 256;
/** zxcvbn score (0-4) a new password must reach. */
export const PASSWORD_MIN_SCORE = 3;
/**
 * zxcvbn's cost grows with the length and the l33t characters of its input (a crafted 256-character password
 * took seconds): it sees the first 64 characters with at most 4 l33t substitutions, tens of ms at worst.
 */
export const PASSWORD_STRENGTH_PREFIX = 64;
export const PASSWORD_L33T_MAX_SUBSTITUTIONS = 4;

/**
 * Sign-in throttles. Every attempt is reserved before the password is checked; a successful sign-in gives its
 * reservation back, so only failures accumulate.
 * - From a client that has signed in to this account before (known-client cookie): only its own counter.
 * - From any other client: per IP, per (account, IP), and per account in widening windows, so guessing slows
 *   down progressively instead of locking the owner out (the owner's known client is never counted here).
 */
export const LOGIN_PER_IP: RateRule = { name: 'login-ip', limit: 100, windowSeconds: 15 * 60 };
export const LOGIN_PER_ACCOUNT_CLIENT: RateRule = { name: 'login-account-client', limit: 5, windowSeconds: 15 * 60 };
export const LOGIN_PER_KNOWN_CLIENT: RateRule = { name: 'login-known-client', limit: 10, windowSeconds: 15 * 60 };
export const LOGIN_PER_ACCOUNT_TIERS: readonly RateRule[] = [
  { name: 'login-account-5m', limit: 5, windowSeconds: 5 * 60 },
  { name: 'login-account-1h', limit: 15, windowSeconds: 3600 },
  { name: 'login-account-1d', limit: 40, windowSeconds: 24 * 3600 },
];
/** Reminder calls (forgot password, forgot username): every call counts. */
export const REMINDERS_PER_IP: RateRule = { name: 'reminder-ip', limit: 20, windowSeconds: 60 * 60 };
export const REMINDERS_PER_ACCOUNT: RateRule = { name: 'reminder-account', limit: 3, windowSeconds: 60 * 60 };
/**
 * Choosing a password with a link's token (reset and set-password): per IP, and per token so one valid link cannot
 * be used to make the server estimate thousands of candidate passwords. Every attempt counts.
 */
export const PASSWORD_TOKEN_PER_IP: RateRule = { name: 'password-token-ip', limit: 20, windowSeconds: 60 * 60 };
export const PASSWORD_TOKEN_PER_TOKEN: RateRule = { name: 'password-token', limit: 10, windowSeconds: 60 * 60 };

/** "E-mail me a sign-in link" (after a lock-out): a single-use link valid for 15 minutes; only the newest works. */
export const SIGN_IN_LINK_TTL_MS = 15 * 60 * 1000;
/** Requests count per IP and per account, every call; consuming counts per IP (the token itself is 256 bits). */
export const SIGN_IN_LINK_PER_IP: RateRule = { name: 'sign-in-link-ip', limit: 10, windowSeconds: 60 * 60 };
export const SIGN_IN_LINK_PER_ACCOUNT: RateRule = { name: 'sign-in-link-account', limit: 3, windowSeconds: 60 * 60 };
export const SIGN_IN_LINK_CONSUME_PER_IP: RateRule = { name: 'sign-in-link-use-ip', limit: 30, windowSeconds: 60 * 60 };

export const MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  invalidCredentials: 'Invalid username or password',
  accountNotActive: 'This account is not active. Please contact support.',
  invalidEmail: 'Please enter a valid email address',
  tokenRequired: 'Reset token is required',
  passwordTooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  passwordTooWeak: 'This password is too easy to guess. Use a longer phrase or less common words.',
  invalidResetToken: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordResetSent: 'If an account with that email exists, a password reset link has been sent.',
  usernameReminderSent: 'If an account with that email exists, a username reminder has been sent.',
  signInLinkSent: 'If that account exists and has an email address, a sign-in link has been sent to it.',
  invalidSignInLink: 'This sign-in link is invalid, expired or already used. Please request a new one.',
  signInLinkTokenRequired: 'Sign-in link token is required',
  passwordResetDone: 'Your password has been reset. You can now log in with your new password.',
  loggedOut: 'Signed out',
  loggedOutEverywhere: 'Signed out on every device',
  sessionRequired: 'Authentication required',
  tooManyLogins: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tooManyReminders: 'Too many requests. Please wait an hour and try again.',
  tooManyPasswordAttempts: 'Too many attempts. Please wait an hour and try again.',
  rateLimitUnavailable: 'Sign-in is temporarily unavailable. Please try again shortly.',
  usernameTaken: 'A user with this username already exists',
  emailTaken: 'A user with this email already exists',
} as const;

/** Mail kinds this module renders at send time (the jobs carry only ids). */
export const MAIL_KINDS = {
  passwordReset: 'password-reset',
  usernameReminder: 'username-reminder',
  setPassword: 'set-password',
  signInLink: 'sign-in-link',
} as const;
