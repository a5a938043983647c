import { MEDIA_LOGOS } from '../content/landing-content';

/** "Powered by" band. */
export function PoweredBy() {
  return (
    <section className="lp-powered" aria-label="Powered by">
      <div className="lp-container">
        <p>
          Powered by <strong>Investor Agent Institute</strong> · course hosted on a secure online learning platform
        </p>
      </div>
    </section>
  );
}

/** "As seen on" media strip. */
export function MediaStrip() {
  return (
    <section className="lp-media" aria-labelledby="media-title">
      <div className="lp-container">
        <p id="media-title" className="lp-media__label">
          As seen on
        </p>
        <ul className="lp-media__list">
          {MEDIA_LOGOS.map((m) => (
            <li key={m.name} className="lp-media__item">
              <span className="lp-media__name">{m.name}</span>
              <span className="lp-media__desc">{m.description}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
