import { useSiteConfig } from '../site-config';
import { useSectionNavigation } from './use-section-navigation';
import { SiteLink } from '../navigation';
import './site-chrome.css';

/** Site footer (spec 1 §2): program and support links, and a low-prominence Admin Login link. */
export default function SiteFooter() {
  const { data } = useSiteConfig();
  const goToSection = useSectionNavigation();
  const year = new Date().getFullYear();
  return (
    <footer className="lp-footer">
      <div className="lp-container lp-footer__inner">
        <div className="lp-footer__brand">
          <strong>Investor Agent Certification</strong>
          <p>Training real-estate agents to find, serve and keep investor clients.</p>
        </div>
        <nav className="lp-footer__links" aria-label="Footer">
          <a
            href="/#program"
            onClick={(e) => {
              e.preventDefault();
              goToSection('program');
            }}
          >
            The Program
          </a>
          <SiteLink to="/fix-flip">Fix &amp; Flip Analyzer</SiteLink>
          <SiteLink to="/student-login">Student Login</SiteLink>
          <a href={data ? `mailto:${data.supportEmail}` : undefined} target="_blank" rel="noopener noreferrer">
            Support
          </a>
          <SiteLink to="/privacy">Privacy Policy</SiteLink>
        </nav>
      </div>
      <div className="lp-container lp-footer__bottom">
        <span>© {year} Investor Agent Certification. All rights reserved.</span>
        <SiteLink to="/admin-login" className="lp-footer__admin">
          Admin Login
        </SiteLink>
      </div>
    </footer>
  );
}
