/**
 * Campaign and content values of the site's outbound links (spec 1 §3). The spec names navbar, hero_webinar and
 * hero_direct; the direct sign-up banner and the enrollment card add their own (docs/decisions.md).
 */
export type UtmCampaign = 'direct_enroll' | 'webinar_signup' | 'skip_webinar';
export type UtmContent = 'navbar' | 'hero_webinar' | 'hero_direct' | 'signup_banner' | 'enrollment_card';

/** Adds utm_source=site, utm_medium=cta, utm_campaign (default direct_enroll) and utm_content when given. */
export function withUtm(url: string, campaign: UtmCampaign = 'direct_enroll', content?: UtmContent): string {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return url;
  }
  u.searchParams.set('utm_source', 'site');
  u.searchParams.set('utm_medium', 'cta');
  u.searchParams.set('utm_campaign', campaign);
  if (content) u.searchParams.set('utm_content', content);
  return u.toString();
}
