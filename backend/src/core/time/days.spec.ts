import { DAY_MS, isoDay, utcDay } from './days';

describe('UTC days', () => {
  it('names the UTC day of an instant, whatever its time', () => {
    expect(isoDay(new Date('2026-03-05T23:59:59.999Z'))).toBe('2026-03-05');
    expect(isoDay(new Date('2026-03-05T23:30:00-05:00'))).toBe('2026-03-06');
  });

  it('starts the day at midnight UTC', () => {
    expect(utcDay(new Date('2026-03-05T17:45:00Z')).toISOString()).toBe('2026-03-05T00:00:00.000Z');
    expect(utcDay(new Date('2026-03-05T00:00:00Z')).getTime() + DAY_MS).toBe(Date.parse('2026-03-06T00:00:00Z'));
  });
});
