import { useState } from 'react';
import { useSiteConfig } from '../../../shared/site-config';
import { FAQ_ITEMS } from '../content/landing-content';
import { requestAccountHelp } from '../../../shared/site/account-help';

/** FAQ (spec 1 §2): 9 items, each opening and closing on its own; support and login-help links. */
export function FaqSection() {
  const { data } = useSiteConfig();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <section id="faq" className="lp-section lp-section--alt" aria-labelledby="faq-title">
      <div className="lp-container">
        <div className="lp-section__head">
          <span className="lp-eyebrow">FAQ</span>
          <h2 id="faq-title" className="lp-section__title">
            Frequently asked questions
          </h2>
        </div>
        <div className="lp-faq">
          {FAQ_ITEMS.map((item, i) => {
            const isOpen = open.has(i);
            return (
              <div key={item.question} className="lp-faq__item">
                <h3>
                  <button
                    type="button"
                    className="lp-faq__q"
                    aria-expanded={isOpen}
                    aria-controls={`faq-answer-${i}`}
                    id={`faq-question-${i}`}
                    onClick={() => toggle(i)}
                  >
                    <span>{item.question}</span>
                    <span className="lp-faq__sign" aria-hidden="true">
                      +
                    </span>
                  </button>
                </h3>
                <div
                  id={`faq-answer-${i}`}
                  role="region"
                  aria-labelledby={`faq-question-${i}`}
                  className="lp-faq__a"
                  hidden={!isOpen}
                >
                  <p>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
        <p className="lp-faq__help">
          <span>
            Still have questions?{' '}
            <a href={data ? `mailto:${data.supportEmail}` : undefined} target="_blank" rel="noopener noreferrer">
              Contact support by e-mail{data ? ` (${data.supportEmail})` : ''}
            </a>
          </span>
          <button type="button" className="lp-linklike" onClick={requestAccountHelp}>
            Forgot my password or username?
          </button>
        </p>
      </div>
    </section>
  );
}
