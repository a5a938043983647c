/** Spec 1 §9: the student goes to the dashboard about 0.5 s after signing in. */
export const STUDENT_REDIRECT_DELAY_MS = 500;
/** Spec 1 §9: password reset minimum length. */
export const PASSWORD_MIN_LENGTH = 8;

/** The development seed's accounts (backend .env.example and seeders.ts), shown on /admin-login in dev builds only. */
export const DEV_CREDENTIALS = [
  { role: 'Admin', username: 'admin', password: 'admin-dev-password' },
  { role: 'Student', username: 'demo.student', password: 'student-dev-password' },
] as const;
