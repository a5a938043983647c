/** Spec 1 §9: the student goes to the dashboard about 0.5 s after signing in. */
export const STUDENT_REDIRECT_DELAY_MS = 500;
/**
 * The one password policy (the API's, docs/decisions.md): at least 10 characters, and not guessable — the API
 * checks that part (zxcvbn) and answers PASSWORD_TOO_WEAK, which the forms show as it comes.
 */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_TOO_SHORT = `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
export const PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters; a phrase of unrelated words is best.`;

/** Shown when a signed-in page finds its session gone (expired, signed out elsewhere, password changed). */
export const SESSION_ENDED = { title: 'Session Expired', message: 'Your session has ended. Please sign in again.' };

/** The development seed's accounts (backend .env.example and seeders.ts), shown on /admin-login in dev builds only. */
export const DEV_CREDENTIALS = [
  { role: 'Admin', username: 'admin', password: 'admin-dev-password' },
  { role: 'Student', username: 'demo.student', password: 'student-dev-password' },
] as const;
