import { useSiteConfig } from '../../../shared/site-config';
import { BOOKING_POINTS, ENROLL_INCLUDES } from '../content/landing-content';
import { OutboundLink } from '../../../shared/site/OutboundLink';

/** The direct sign-up banner: skip the webinar and enrol now. */
export function DirectSignupBanner() {
  return (
    <section className="lp-banner" aria-labelledby="banner-title">
      <div className="lp-container lp-banner__inner">
        <div>
          <h2 id="banner-title">Already know you want in?</h2>
          <p>Skip the webinar and start the certification today.</p>
        </div>
        <OutboundLink
          to="checkout"
          campaign="direct_enroll"
          content="signup_banner"
          source="signup_banner"
          className="lp-btn lp-btn--navy"
        >
          Enroll Now
        </OutboundLink>
      </div>
    </section>
  );
}

/** The enrollment card and the free 15-minute strategy-session booking card, side by side. */
export function OfferCards() {
  const { data } = useSiteConfig();
  return (
    <section id="enroll" className="lp-section" aria-label="Enroll or book a call">
      <div className="lp-container lp-offer">
        <article className="lp-card lp-enroll" aria-labelledby="enroll-title">
          <span className="lp-enroll__ribbon">Full certification</span>
          <h3 id="enroll-title">Investor Agent Certification</h3>
          <ul className="lp-checklist">
            {ENROLL_INCLUDES.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
          <OutboundLink
            to="checkout"
            campaign="direct_enroll"
            content="enrollment_card"
            source="enrollment_card"
            className="lp-btn lp-btn--gold lp-btn--block"
          >
            Enroll Now
          </OutboundLink>
          <OutboundLink
            to="webinar"
            campaign="webinar_signup"
            content="enrollment_card"
            source="enrollment_card"
            className="lp-btn lp-btn--block"
            style={{ color: 'var(--lp-navy)', marginTop: 8 }}
          >
            Or watch the free webinar first
          </OutboundLink>
        </article>
        <article className="lp-card lp-booking" aria-labelledby="booking-title">
          <h3 id="booking-title">Book a Free 15-Minute Strategy Session</h3>
          <p>Not sure yet? Talk to an advisor about your market and goals — no pressure, no obligation.</p>
          <ul className="lp-checklist">
            {BOOKING_POINTS.map((i) => (
              <li key={i}>{i}</li>
            ))}
          </ul>
          <a
            className="lp-btn lp-btn--navy lp-btn--block"
            href={data?.schedulingUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-disabled={data ? undefined : true}
          >
            Schedule My Free Call
          </a>
        </article>
      </div>
    </section>
  );
}
