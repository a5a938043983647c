import { ABOUT_STATS, TESTIMONIALS } from '../content/landing-content';

export function AboutSection() {
  return (
    <section id="about" className="lp-section" aria-labelledby="about-title">
      <div className="lp-container">
        <div className="lp-section__head">
          <span className="lp-eyebrow">About</span>
          <h2 id="about-title" className="lp-section__title">
            Built by agents who work with investors every day
          </h2>
          <p className="lp-section__lead">
            We have helped agents across the country become the go-to professional for investors in their market.
          </p>
        </div>
        <ul className="lp-stats" style={{ listStyle: 'none', padding: 0 }}>
          {ABOUT_STATS.map((s) => (
            <li key={s.label} className="lp-stat">
              <span className="lp-stat__value">{s.value}</span>
              <span className="lp-stat__label">{s.label}</span>
            </li>
          ))}
        </ul>
        <div className="lp-cards3">
          {TESTIMONIALS.map((t) => (
            <figure key={t.name} className="lp-card lp-testimonial" style={{ margin: 0 }}>
              <blockquote style={{ margin: 0 }}>
                <p>“{t.content}”</p>
              </blockquote>
              <footer>
                <span className="lp-avatar" aria-hidden="true">
                  {t.initials}
                </span>
                <figcaption>
                  <div className="lp-story__name">{t.name}</div>
                  <div className="lp-story__meta">{t.role}</div>
                </figcaption>
              </footer>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
