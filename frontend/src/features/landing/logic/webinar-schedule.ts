/**
 * Free-training schedule (spec 1 §9): every day at 11:00, 14:00 and 18:00 Pacific time; after the last
 * slot of the day the next one is 11:00 the next day. Pacific offsets (-07:00 summer, -08:00 otherwise)
 * come from Intl's time-zone data, so daylight-saving days are right.
 */
export const WEBINAR_TIME_ZONE = 'America/Los_Angeles';
export const WEBINAR_SLOT_HOURS = [11, 14, 18] as const;

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: WEBINAR_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function pacificParts(instant: number): LocalParts {
  const out: Record<string, number> = {};
  for (const p of partsFormat.formatToParts(new Date(instant))) {
    if (p.type !== 'literal') out[p.type] = Number(p.value);
  }
  return out as unknown as LocalParts;
}

/** Pacific offset from UTC at this instant, in ms (e.g. -7 h in summer). */
function pacificOffsetMs(instant: number): number {
  const p = pacificParts(instant);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant of a Pacific wall-clock time (the slots are far from the 02:00 switch, so one correction is exact). */
export function pacificWallTimeToInstant(year: number, month: number, day: number, hour: number): number {
  const guess = Date.UTC(year, month - 1, day, hour);
  const first = guess - pacificOffsetMs(guess);
  return guess - pacificOffsetMs(first);
}

/** The next session at or after `now` (a session starting exactly now is still "next": its countdown shows zeros). */
export function nextWebinar(now: Date): Date {
  const t = now.getTime();
  const today = pacificParts(t);
  for (let dayOffset = 0; dayOffset < 3; dayOffset++) {
    // Date.UTC normalises day overflow (31 → next month), so calendar arithmetic is safe.
    const d = new Date(Date.UTC(today.year, today.month - 1, today.day + dayOffset));
    for (const hour of WEBINAR_SLOT_HOURS) {
      const slot = pacificWallTimeToInstant(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), hour);
      if (slot >= t) return new Date(slot);
    }
  }
  throw new Error('unreachable: a slot exists within two days');
}

export interface Remaining {
  hours: number;
  minutes: number;
  seconds: number;
}

/** Whole hours, minutes and seconds left until `target`; zeros when it is due or past. */
export function remainingUntil(target: Date, now: Date): Remaining {
  const ms = target.getTime() - now.getTime();
  if (ms <= 0) return { hours: 0, minutes: 0, seconds: 0 };
  const total = Math.floor(ms / 1000);
  return { hours: Math.floor(total / 3600), minutes: Math.floor((total % 3600) / 60), seconds: total % 60 };
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The time left as a screen reader says it, in whole minutes ("1 hour and 2 minutes", "less than a minute"), so the
 * text changes once a minute while the digits tick every second.
 */
export function spokenRemaining(left: Remaining): string {
  const parts = [left.hours && plural(left.hours, 'hour'), left.minutes && plural(left.minutes, 'minute')];
  const said = parts.filter((p): p is string => !!p);
  return said.length ? said.join(' and ') : 'less than a minute';
}

const sessionFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: WEBINAR_TIME_ZONE,
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

/** "Sunday, March 8 at 11:00 AM PDT" */
export function formatSession(slot: Date): string {
  const parts = sessionFormat.formatToParts(slot);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('month')} ${get('day')} at ${get('hour')}:${get('minute')} ${get('dayPeriod')} ${get('timeZoneName')}`;
}
