import type { CSSProperties, ReactNode } from 'react';
import { useSiteConfig } from '../site-config';
import { trackEnrollClick } from '../tracking/tracker';
import { withUtm, type UtmCampaign, type UtmContent } from './utm';
import { openWebinarSignup } from './webinar-signup';

type Target = 'checkout' | 'webinar';

interface Props {
  to: Target;
  campaign?: UtmCampaign;
  /** Which link on the page it is (utm_content): every enroll and webinar link names one. */
  content: UtmContent;
  /** Where on the page the link is (recorded with the enroll_click). */
  source: string;
  className?: string;
  style?: CSSProperties;
  children: ReactNode;
  onNavigate?: () => void;
}

/**
 * An enrollment link (course checkout or webinar registration) from the site configuration, opened in a
 * new tab with utm source=site, medium=cta, campaign and content; each click is tracked as enroll_click with its
 * target (only checkout clicks count as enroll clicks on the dashboard).
 * A webinar link first opens the registration form (WebinarSignupDialog), which opens the webinar when sent.
 * While the configuration loads the link keeps its place and size but has no address yet.
 */
export function OutboundLink({
  to,
  campaign = to === 'webinar' ? 'webinar_signup' : 'direct_enroll',
  content,
  source,
  className,
  style,
  children,
  onNavigate,
}: Props) {
  const { data } = useSiteConfig();
  const base = to === 'checkout' ? data?.courseCheckoutUrl : data?.webinarUrl;
  const href = base ? withUtm(base, campaign, content) : undefined;
  return (
    <a
      className={className}
      style={style}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-disabled={href ? undefined : true}
      onClick={(e) => {
        if (href) trackEnrollClick({ source, destination: href, campaign, target: to });
        if (href && to === 'webinar') {
          e.preventDefault();
          openWebinarSignup({ href, source });
        }
        onNavigate?.();
      }}
    >
      {children}
    </a>
  );
}
