import { PROGRESS_MILESTONES, USERNAME_MAX, USERNAME_MIN } from './thinkific.constants';

/**
 * Thinkific sends percentages as strings on a 0-100 scale in webhooks ("24.0") and as 0-1 numbers from
 * its Admin API (0.24). Returns 0-100 with 2 decimals, clamped; null when the value is not a number.
 */
export function normalisePercent(
  value: unknown,
  scale: 'webhook' | 'api' = typeof value === 'number' ? 'api' : 'webhook',
): number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const n = typeof value === 'number' ? value : Number(value.trim());
  if (!Number.isFinite(n)) return null;
  const pct = scale === 'api' && n <= 1 ? n * 100 : n;
  return Math.round(Math.min(100, Math.max(0, pct)) * 100) / 100;
}

/** The highest milestone (25/50/75/100) crossed going from `previous` to `current`, else null. */
export function crossedMilestone(previous: number, current: number): number | null {
  const crossed = PROGRESS_MILESTONES.filter((m) => previous < m && current >= m);
  return crossed.length ? crossed[crossed.length - 1] : null;
}

/** A username from the e-mail's local part: lower-case letters, digits, dot, dash, underscore. */
export function usernameBase(email: string): string {
  const local = email
    .split('@')[0]
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .replace(/^[._-]+|[._-]+$/g, '');
  const base = local.length >= USERNAME_MIN ? local : `student${local ? `.${local}` : ''}`;
  return base.slice(0, USERNAME_MAX - 4);
}

/** Candidate usernames in order: base, base2, base3 ... */
export function usernameCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}${attempt + 1}`;
}

/** "Jane Q. Doe" → ["Jane", "Q. Doe"]. */
export function splitName(full: string | null | undefined): [string | null, string | null] {
  const parts = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return [null, null];
  return [parts[0], parts.slice(1).join(' ') || null];
}

/** A date from a timestamp string, or null. */
export function toDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An id as text ("68" for 68), or null. */
export function idText(value: unknown): string | null {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim()) return value.trim();
  return null;
}

/**
 * The mirror's status for an enrollment: expired (flag, or an expiry date in the past of `now`), completed,
 * trial, else active.
 */
export function enrollmentStatusOf(
  e: { expired?: boolean; expiresAt: Date | null; completed: boolean; freeTrial: boolean },
  now: Date,
): 'expired' | 'completed' | 'trial' | 'active' {
  if (e.expired || isPast(e.expiresAt, now)) return 'expired';
  if (e.completed) return 'completed';
  return e.freeTrial ? 'trial' : 'active';
}

/** Thinkific's "send test" deliveries mark their values with "[TEST]" (names, e-mails, course names). */
export function isTestPayload(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.startsWith('[TEST]');
  if (!value || typeof value !== 'object' || depth > 4) return false;
  return Object.values(value as Record<string, unknown>).some((v) => isTestPayload(v, depth + 1));
}

/** An expiry date that has passed (false when there is none). */
export function isPast(at: Date | null | undefined, now: Date = new Date()): boolean {
  return !!at && at.getTime() <= now.getTime();
}
