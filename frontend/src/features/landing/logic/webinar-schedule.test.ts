import { describe, expect, it } from 'vitest';
import {
  formatSession,
  nextWebinar,
  pacificWallTimeToInstant,
  remainingUntil,
  spokenRemaining,
} from './webinar-schedule';

const at = (iso: string) => new Date(iso);
const next = (iso: string) => nextWebinar(at(iso)).toISOString();

describe('nextWebinar', () => {
  describe('on an ordinary summer day (PDT, -07:00)', () => {
    it('is 11:00 today in the early morning', () =>
      expect(next('2026-07-15T06:30:00-07:00')).toBe('2026-07-15T18:00:00.000Z'));
    it('is 11:00 one second before it', () =>
      expect(next('2026-07-15T10:59:59-07:00')).toBe('2026-07-15T18:00:00.000Z'));
    it('is still 11:00 exactly at 11:00 (countdown shows zeros)', () =>
      expect(next('2026-07-15T11:00:00-07:00')).toBe('2026-07-15T18:00:00.000Z'));
    it('is 14:00 one second after 11:00', () =>
      expect(next('2026-07-15T11:00:01-07:00')).toBe('2026-07-15T21:00:00.000Z'));
    it('is 14:00 just before it and 18:00 just after it', () => {
      expect(next('2026-07-15T13:59:59-07:00')).toBe('2026-07-15T21:00:00.000Z');
      expect(next('2026-07-15T14:00:01-07:00')).toBe('2026-07-16T01:00:00.000Z');
    });
    it('is 18:00 at 18:00 and 11:00 the next day after it', () => {
      expect(next('2026-07-15T18:00:00-07:00')).toBe('2026-07-16T01:00:00.000Z');
      expect(next('2026-07-15T18:00:01-07:00')).toBe('2026-07-16T18:00:00.000Z');
      expect(next('2026-07-15T23:59:59-07:00')).toBe('2026-07-16T18:00:00.000Z');
    });
  });

  describe('in winter (PST, -08:00)', () => {
    it('uses the -08:00 offset', () => expect(next('2026-01-10T09:00:00-08:00')).toBe('2026-01-10T19:00:00.000Z'));
    it('crosses a month and a year end after the last slot', () => {
      expect(next('2026-12-31T19:00:00-08:00')).toBe('2027-01-01T19:00:00.000Z');
      expect(next('2026-01-31T18:30:00-08:00')).toBe('2026-02-01T19:00:00.000Z');
    });
    it('is right when UTC is already on the next calendar day', () => {
      // 17:00 PST on Jan 10 is 01:00 UTC on Jan 11: the next slot is 18:00 PST on Jan 10.
      expect(next('2026-01-11T01:00:00Z')).toBe('2026-01-11T02:00:00.000Z');
    });
  });

  describe('on the day clocks go forward (2026-03-08, 02:00 PST → 03:00 PDT)', () => {
    it('before the switch, the day’s 11:00 is already in PDT', () =>
      expect(next('2026-03-08T01:30:00-08:00')).toBe('2026-03-08T18:00:00.000Z'));
    it('after the switch, 11:00, 14:00 and 18:00 are PDT', () => {
      expect(next('2026-03-08T10:59:59-07:00')).toBe('2026-03-08T18:00:00.000Z');
      expect(next('2026-03-08T11:00:01-07:00')).toBe('2026-03-08T21:00:00.000Z');
      expect(next('2026-03-08T14:00:01-07:00')).toBe('2026-03-09T01:00:00.000Z');
    });
    it('after 18:00 on the evening before, the next is 11:00 PDT', () =>
      expect(next('2026-03-07T18:00:01-08:00')).toBe('2026-03-08T18:00:00.000Z'));
  });

  describe('on the day clocks go back (2026-11-01, 02:00 PDT → 01:00 PST)', () => {
    it('in the repeated hour, the day’s 11:00 is PST', () => {
      expect(next('2026-11-01T01:30:00-07:00')).toBe('2026-11-01T19:00:00.000Z');
      expect(next('2026-11-01T01:30:00-08:00')).toBe('2026-11-01T19:00:00.000Z');
    });
    it('slots of that day are -08:00', () => {
      expect(next('2026-11-01T11:00:00-08:00')).toBe('2026-11-01T19:00:00.000Z');
      expect(next('2026-11-01T11:00:01-08:00')).toBe('2026-11-01T22:00:00.000Z');
      expect(next('2026-11-01T18:00:00-08:00')).toBe('2026-11-02T02:00:00.000Z');
    });
    it('after 18:00 PDT on the evening before, the next is 11:00 PST', () =>
      expect(next('2026-10-31T18:00:01-07:00')).toBe('2026-11-01T19:00:00.000Z'));
  });

  it('maps Pacific wall-clock times to instants on both sides of each switch', () => {
    expect(new Date(pacificWallTimeToInstant(2026, 3, 7, 14)).toISOString()).toBe('2026-03-07T22:00:00.000Z');
    expect(new Date(pacificWallTimeToInstant(2026, 3, 8, 14)).toISOString()).toBe('2026-03-08T21:00:00.000Z');
    expect(new Date(pacificWallTimeToInstant(2026, 10, 31, 14)).toISOString()).toBe('2026-10-31T21:00:00.000Z');
    expect(new Date(pacificWallTimeToInstant(2026, 11, 1, 14)).toISOString()).toBe('2026-11-01T22:00:00.000Z');
  });
});

describe('remainingUntil', () => {
  it('splits into hours, minutes and seconds', () => {
    expect(remainingUntil(at('2026-07-15T18:00:00Z'), at('2026-07-15T13:30:15Z'))).toEqual({
      hours: 4,
      minutes: 29,
      seconds: 45,
    });
  });
  it('counts whole seconds (drops the fraction)', () => {
    expect(remainingUntil(at('2026-07-15T18:00:00Z'), at('2026-07-15T17:59:58.500Z'))).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 1,
    });
  });
  it('shows zeros when due or past', () => {
    expect(remainingUntil(at('2026-07-15T18:00:00Z'), at('2026-07-15T18:00:00Z'))).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
    expect(remainingUntil(at('2026-07-15T18:00:00Z'), at('2026-07-15T18:00:05Z'))).toEqual({
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });
  it('never exceeds the longest gap (18:00 → 11:00, 17 hours)', () => {
    const now = at('2026-07-15T18:00:01-07:00');
    expect(remainingUntil(nextWebinar(now), now)).toEqual({ hours: 16, minutes: 59, seconds: 59 });
  });
});

describe('formatSession', () => {
  it('names the Pacific date and time with its zone', () => {
    expect(formatSession(at('2026-03-08T18:00:00Z'))).toBe('Sunday, March 8 at 11:00 AM PDT');
    expect(formatSession(at('2026-11-02T02:00:00Z'))).toBe('Sunday, November 1 at 6:00 PM PST');
  });
});

describe('spokenRemaining', () => {
  it('says hours and minutes in words, leaving the seconds out', () => {
    expect(spokenRemaining({ hours: 1, minutes: 2, seconds: 55 })).toBe('1 hour and 2 minutes');
    expect(spokenRemaining({ hours: 2, minutes: 1, seconds: 0 })).toBe('2 hours and 1 minute');
  });
  it('leaves out a zero part', () => {
    expect(spokenRemaining({ hours: 3, minutes: 0, seconds: 12 })).toBe('3 hours');
    expect(spokenRemaining({ hours: 0, minutes: 45, seconds: 59 })).toBe('45 minutes');
  });
  it('says less than a minute in the last minute and at the start', () => {
    expect(spokenRemaining({ hours: 0, minutes: 0, seconds: 59 })).toBe('less than a minute');
    expect(spokenRemaining({ hours: 0, minutes: 0, seconds: 0 })).toBe('less than a minute');
  });
  it('is the same for every second of a minute', () => {
    const said = new Set(Array.from({ length: 60 }, (_, s) => spokenRemaining({ hours: 0, minutes: 7, seconds: s })));
    expect([...said]).toEqual(['7 minutes']);
  });
});
