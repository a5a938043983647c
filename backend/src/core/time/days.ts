/** Milliseconds in one day and in one hour. */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;

/** The UTC calendar day of an instant, as 2026-03-05. */
export const isoDay = (d: Date): string => d.toISOString().slice(0, 10);

/** Midnight UTC at the start of an instant's UTC day. */
export const utcDay = (d: Date): Date => new Date(`${isoDay(d)}T00:00:00Z`);

/** The same instant `months` calendar months earlier (UTC; the 31st becomes the month's last day). */
export function monthsBefore(date: Date, months: number): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - months);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}
