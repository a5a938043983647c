import { describe, expect, it } from 'vitest';
import { withUtm } from './utm';

describe('withUtm', () => {
  it('adds source, medium, campaign and content', () => {
    const u = new URL(withUtm('https://school.example.com/order?ct=abc', 'skip_webinar', 'hero_direct'));
    expect(u.searchParams.get('ct')).toBe('abc');
    expect(Object.fromEntries([...u.searchParams].filter(([k]) => k.startsWith('utm_')))).toEqual({
      utm_source: 'site',
      utm_medium: 'cta',
      utm_campaign: 'skip_webinar',
      utm_content: 'hero_direct',
    });
  });
  it('defaults the campaign to direct_enroll and omits absent content', () => {
    const u = new URL(withUtm('https://school.example.com/order'));
    expect(u.searchParams.get('utm_campaign')).toBe('direct_enroll');
    expect(u.searchParams.has('utm_content')).toBe(false);
  });
  it('replaces UTM values already in the configured URL', () => {
    const u = new URL(withUtm('https://x.example/?utm_source=old', 'webinar_signup', 'hero_webinar'));
    expect(u.searchParams.getAll('utm_source')).toEqual(['site']);
  });
  it('leaves a value that is not a URL alone', () => expect(withUtm('not a url')).toBe('not a url'));
});
