import {
  crossedMilestone,
  idText,
  normalisePercent,
  splitName,
  usernameBase,
  usernameCandidate,
} from './thinkific-values';
import { isValidThinkificSignature, signThinkificBody } from './thinkific-signature';

describe('normalisePercent', () => {
  it('reads webhook strings on a 0-100 scale', () => {
    expect(normalisePercent('24.0')).toBe(24);
    expect(normalisePercent('0')).toBe(0);
    expect(normalisePercent('100.0')).toBe(100);
    expect(normalisePercent('1.0')).toBe(1);
  });
  it('reads API numbers on a 0-1 scale', () => {
    expect(normalisePercent(0.24)).toBe(24);
    expect(normalisePercent(1)).toBe(100);
    expect(normalisePercent(0.3333)).toBe(33.33);
  });
  it('clamps and rejects non-numbers', () => {
    expect(normalisePercent('120')).toBe(100);
    expect(normalisePercent('-3')).toBe(0);
    expect(normalisePercent('abc')).toBeNull();
    expect(normalisePercent(undefined)).toBeNull();
    expect(normalisePercent('')).toBeNull();
  });
});

describe('crossedMilestone', () => {
  it('returns the highest milestone crossed', () => {
    expect(crossedMilestone(20, 30)).toBe(25);
    expect(crossedMilestone(10, 80)).toBe(75);
    expect(crossedMilestone(99, 100)).toBe(100);
  });
  it('returns null when none is crossed or progress went back', () => {
    expect(crossedMilestone(25, 30)).toBeNull();
    expect(crossedMilestone(60, 40)).toBeNull();
  });
});

describe('usernames', () => {
  it('derives a clean base from the e-mail', () => {
    expect(usernameBase('Jane.Doe+promo@Example.com')).toBe('jane.doepromo');
    expect(usernameBase('jo@example.com')).toBe('student.jo');
    expect(usernameBase('__@example.com')).toBe('student');
  });
  it('numbers later candidates', () => {
    expect(usernameCandidate('jane', 0)).toBe('jane');
    expect(usernameCandidate('jane', 1)).toBe('jane2');
  });
  it('splits names and ids', () => {
    expect(splitName('Jane Q. Doe')).toEqual(['Jane', 'Q. Doe']);
    expect(splitName('')).toEqual([null, null]);
    expect(idText(68)).toBe('68');
    expect(idText(null)).toBeNull();
  });
});

describe('webhook signature', () => {
  const body = Buffer.from('{"id":"1"}');
  it('accepts the hex HMAC of the raw body and rejects anything else', () => {
    const sig = signThinkificBody(body, 'secret');
    expect(isValidThinkificSignature(body, 'secret', sig)).toBe(true);
    expect(isValidThinkificSignature(body, 'secret', sig.toUpperCase())).toBe(true);
    expect(isValidThinkificSignature(body, 'other', sig)).toBe(false);
    expect(isValidThinkificSignature(Buffer.from('{"id":"2"}'), 'secret', sig)).toBe(false);
    expect(isValidThinkificSignature(body, 'secret', undefined)).toBe(false);
    expect(isValidThinkificSignature(body, 'secret', 'zz')).toBe(false);
    expect(isValidThinkificSignature(body, 'secret', sig.slice(2))).toBe(false);
  });
});
