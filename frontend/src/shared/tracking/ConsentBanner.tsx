import { useLayoutEffect, useRef } from 'react';
import { declineConsent, grantConsent } from './tracker';
import './consent-banner.css';

/**
 * The tracking consent banner (plain React and CSS: it ships with the landing page). A region at the bottom of the
 * window, reached by Tab after the page's own content; it never takes the focus. Accept and Decline are equal.
 */
export default function ConsentBanner({ onDecline }: { onDecline: () => void }) {
  const ref = useRef<HTMLElement>(null);
  // While it is shown, the page can scroll its own end (the footer's links) above it.
  useLayoutEffect(() => {
    const body = document.body.style;
    const before = body.paddingBottom;
    body.paddingBottom = `${(ref.current?.offsetHeight ?? 0) + 16}px`;
    return () => {
      body.paddingBottom = before;
    };
  }, []);
  return (
    <section ref={ref} className="consent-banner" role="region" aria-label="Tracking consent">
      <p className="consent-banner__text">
        May we keep a visitor id, to see which of our messages brought you here? <a href="/privacy">Privacy policy</a>
      </p>
      <div className="consent-banner__actions">
        <button type="button" className="consent-banner__button" onClick={grantConsent}>
          Accept
        </button>
        <button
          type="button"
          className="consent-banner__button"
          onClick={() => {
            declineConsent();
            onDecline();
          }}
        >
          Decline
        </button>
      </div>
    </section>
  );
}
