import { Countdown } from './Countdown';
import { HeroVideo } from './HeroVideo';
import { OutboundLink } from '../../../shared/site/OutboundLink';

export function Hero() {
  return (
    <section className="lp-hero" aria-labelledby="hero-title">
      <div className="lp-container lp-hero__grid">
        <div>
          <span className="lp-hero__badge">Investor Agent Certification</span>
          <h1 id="hero-title" className="lp-hero__title">
            Close investor deals <em>without cold calling</em>
          </h1>
          <p className="lp-hero__lead">
            The online course that shows real-estate agents how to find deals investors want, earn repeat commissions
            and build a business that does not depend on cold calls.
          </p>
          <Countdown />
          <div className="lp-hero__ctas">
            <OutboundLink
              to="webinar"
              campaign="webinar_signup"
              content="hero_webinar"
              source="hero_webinar"
              className="lp-btn lp-btn--gold"
            >
              Watch the Free Webinar
            </OutboundLink>
            <OutboundLink
              to="checkout"
              campaign="skip_webinar"
              content="hero_direct"
              source="hero_direct"
              className="lp-btn lp-btn--outline"
            >
              Skip the webinar — Enroll Now
            </OutboundLink>
          </div>
          <div className="lp-hero__trust">
            <span>No experience required</span>
            <span>Learn in 4-8 weeks</span>
            <span>30-day money-back guarantee</span>
          </div>
        </div>
        <HeroVideo />
      </div>
    </section>
  );
}
