import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format';

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
