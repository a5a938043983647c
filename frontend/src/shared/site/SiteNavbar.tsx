import { useEffect, useRef, useState } from 'react';
import type { SectionId } from './section-scroll';
import { OutboundLink } from './OutboundLink';
import { useSectionNavigation } from './use-section-navigation';
import { WebinarSignupDialog } from './WebinarSignupDialog';
import { SiteLink } from '../navigation';
import './site-chrome.css';

const SECTION_LINKS: Array<{ id: SectionId; label: string } | { to: string; label: string }> = [
  { id: 'program', label: 'Program' },
  { to: '/fix-flip', label: 'Fix & Flip Analyzer' },
  { id: 'about', label: 'About' },
  { id: 'success-stories', label: 'Success Stories' },
  { id: 'faq', label: 'FAQ' },
];

/**
 * The fixed site navigation bar (spec 1 §2), shared by the landing page and /fix-flip. Section links scroll
 * smoothly with an 80 px offset (navigating to / first when needed); on small screens the links fold into
 * a menu that closes after any navigation action. "Free Webinar" opens the webinar registration form.
 */
export default function SiteNavbar() {
  const [open, setOpen] = useState(false);
  const goToSection = useSectionNavigation();
  const close = () => setOpen(false);
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    // Escape closes the open phone menu and gives focus back to the button that opened it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="lp-nav">
      <nav className="lp-nav__inner" aria-label="Main">
        <SiteLink to="/" className="lp-nav__brand" onClick={close}>
          <span className="lp-nav__mark" aria-hidden="true">
            IA
          </span>
          <span>
            Investor Agent <span className="lp-nav__brand-accent">Certification</span>
          </span>
        </SiteLink>
        <button
          ref={toggle}
          type="button"
          className="lp-nav__toggle"
          aria-expanded={open}
          aria-controls="site-menu"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          <span className={open ? 'lp-burger lp-burger--open' : 'lp-burger'} aria-hidden="true" />
        </button>
        <div id="site-menu" className={open ? 'lp-nav__menu lp-nav__menu--open' : 'lp-nav__menu'}>
          {SECTION_LINKS.map((l) =>
            'id' in l ? (
              <a
                key={l.label}
                href={`/#${l.id}`}
                className="lp-nav__link"
                onClick={(e) => {
                  e.preventDefault();
                  const wasOpen = open;
                  close();
                  goToSection(l.id, { afterMenuClose: wasOpen });
                }}
              >
                {l.label}
              </a>
            ) : (
              <SiteLink key={l.label} to={l.to} className="lp-nav__link" onClick={close}>
                {l.label}
              </SiteLink>
            ),
          )}
          <SiteLink to="/student-login" className="lp-nav__link" onClick={close}>
            Student Login
          </SiteLink>
          <OutboundLink
            to="webinar"
            campaign="webinar_signup"
            content="navbar"
            source="navbar_webinar"
            className="lp-nav__link"
            onNavigate={close}
          >
            Free Webinar
          </OutboundLink>
          <OutboundLink
            to="checkout"
            campaign="direct_enroll"
            content="navbar"
            source="navbar"
            className="lp-btn lp-btn--gold lp-nav__cta"
            onNavigate={close}
          >
            Enroll Now
          </OutboundLink>
        </div>
      </nav>
      <WebinarSignupDialog />
    </header>
  );
}
