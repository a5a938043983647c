import { PROGRAM_PARTS } from '../content/landing-content';
import { DollarIcon, SearchIcon, ShieldIcon } from './icons';

const ICONS = [SearchIcon, DollarIcon, ShieldIcon];

export function ProgramSection() {
  return (
    <section id="program" className="lp-section" aria-labelledby="program-title">
      <div className="lp-container">
        <div className="lp-section__head">
          <span className="lp-eyebrow">The Program</span>
          <h2 id="program-title" className="lp-section__title">
            Three parts. One goal: your investor business.
          </h2>
          <p className="lp-section__lead">
            A proven path from finding your first investor deal to getting paid again and again.
          </p>
        </div>
        <div className="lp-cards3">
          {PROGRAM_PARTS.map((p, i) => {
            const Icon = ICONS[i];
            return (
              <article key={p.part} className="lp-card lp-part">
                <div className="lp-part__icon">
                  <Icon />
                </div>
                <span className="lp-part__num">{p.part}</span>
                <h3>{p.title}</h3>
                <p>{p.text}</p>
                <ul>
                  {p.points.map((pt) => (
                    <li key={pt}>{pt}</li>
                  ))}
                </ul>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
