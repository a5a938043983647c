import { describe, expect, it } from 'vitest';
import { formatCurrency, formatDate, formatDateTime, formatNumber, formatPercent } from './format';

// Noon UTC is the same calendar day in every time zone from UTC-11 to UTC+11, wherever the tests run.
describe('dates on screen', () => {
  it('shows a date one way: "Mar 5, 2026"', () => {
    expect(formatDate('2026-03-05T12:00:00Z')).toBe('Mar 5, 2026');
    expect(formatDate('2026-12-25T12:00:00Z')).toBe('Dec 25, 2026');
  });

  it('shows the fallback when there is no date', () => {
    expect(formatDate(null, 'Never')).toBe('Never');
    expect(formatDate(undefined, '—')).toBe('—');
    expect(formatDate('')).toBe('');
  });

  it('adds the time of day in the same date format', () => {
    expect(formatDateTime('2026-03-05T12:00:00Z')).toMatch(/^Mar 5, 2026, \d{1,2}:\d\d\s[AP]M$/);
  });
});

// The formatters write en-US by hand (format.ts says why); Intl, in the process running the tests, is the reference.
const intl = {
  currency: new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  }),
  percent: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  day: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
  dayAndTime: new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
};

/** Halves, near-halves, the decimals binary floats miss (1.005), zeros of both signs, and magnitudes to 10^15. */
function samples(): number[] {
  const out = [0, -0, 0.5, 1.5, 2.5, -2.5, 1.005, 12.345, 999.995, -0.004, -0.005, 1e-7, -1e-7, 1e15, -1e15];
  let seed = 7;
  const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 - 1;
  for (let i = 0; i < 3000; i++) {
    const scale = 10 ** Math.floor(Math.abs(random()) * 12);
    out.push(random() * scale, Math.round(random() * scale) / 1000, Math.round(random() * 2000) / 2);
  }
  return out;
}

describe('numbers on screen, as Intl writes them in en-US', () => {
  it('currency: whole dollars, rounded half away from zero; a negative that rounds to zero is "$0"', () => {
    for (const n of samples())
      expect(formatCurrency(n), String(n)).toBe(intl.currency.format(n).replace(/^-\$0$/, '$0'));
    expect(formatCurrency(-1500)).toBe('-$1,500');
    expect(formatCurrency(NaN)).toBe('$0');
    expect(formatCurrency(null)).toBe('$0');
  });

  it('percentages: two decimals, grouped', () => {
    for (const n of samples()) expect(formatPercent(n), String(n)).toBe(`${intl.percent.format(n)}%`);
    expect(formatPercent(undefined)).toBe('—');
    expect(formatPercent(Infinity)).toBe('—');
  });

  it('counts and measures: as toLocaleString writes them', () => {
    for (const n of samples()) expect(formatNumber(n), String(n)).toBe(n.toLocaleString('en-US'));
  });
});

describe('dates on screen, as Intl writes them in the reader’s time zone', () => {
  it('matches Intl for any moment', () => {
    for (let t = Date.UTC(1999, 0, 1); t < Date.UTC(2031, 0, 1); t += 7_919_999_123) {
      const iso = new Date(t).toISOString();
      expect(formatDate(iso), iso).toBe(intl.day.format(t));
      expect(formatDateTime(iso), iso).toBe(intl.dayAndTime.format(t));
    }
    for (const hour of [0, 11, 12, 23]) {
      const d = new Date(2026, 2, 5, hour, 7);
      expect(formatDateTime(d.toISOString())).toBe(intl.dayAndTime.format(d));
    }
  });

  it('shows the fallback for a value that is not a date', () => {
    expect(formatDate('not a date', '—')).toBe('—');
    expect(formatDateTime('not a date')).toBe('');
  });
});
