import { startTransition, Suspense, useEffect, useState } from 'react';
import { AboutSection } from '../components/AboutSection';
import { FaqSection } from '../components/FaqSection';
import { Hero } from '../components/Hero';
import { MediaStrip, PoweredBy } from '../components/MediaSections';
import { DirectSignupBanner, OfferCards } from '../components/OfferSections';
import { ProgramSection } from '../components/ProgramSection';
import SiteFooter from '../../../shared/site/SiteFooter';
import SiteNavbar from '../../../shared/site/SiteNavbar';
import { SuccessStoriesSection } from '../components/SuccessStoriesSection';
import { AdminFloatingControl } from '../../auth';
import { ACCOUNT_HELP_EVENT } from '../../../shared/site/account-help';
import { isPrerendered } from '../../../shared/prerendered';
import { holdSectionFromHash } from '../../../shared/site/section-scroll';
import { MAIN_CONTENT_ID } from '../../../shared/components/SkipLink';
import '../landing.css';

// The floating admin control loads once the page is up and the browser is idle (its dialog, with antd, on demand).

function useWhenIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // The FAQ's account-help link needs the control now, idle or not.
    const now = () => setIdle(true);
    window.addEventListener(ACCOUNT_HELP_EVENT, now);
    return () => window.removeEventListener(ACCOUNT_HELP_EVENT, now);
  }, []);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 1500 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}

/** The floating admin control, once the browser is idle: only this part re-renders then, not the whole page. */
function AdminControlWhenIdle() {
  const idle = useWhenIdle();
  return idle ? (
    <Suspense fallback={null}>
      <AdminFloatingControl />
    </Suspense>
  ) : null;
}

/**
 * Renders the sections below the hero in a transition right after the first paint: React renders them in
 * small slices between frames instead of one long task, so the page answers input sooner.
 */
function useBelowTheFold(): boolean {
  // Prerendered, every section is already in the HTML: hydrate them all at once (the first render must match it).
  const [ready, setReady] = useState(isPrerendered);
  useEffect(() => startTransition(() => setReady(true)), []);
  return ready;
}

/** The landing page (spec 1 §2), sections in order. */
export default function LandingPage() {
  const belowTheFold = useBelowTheFold();
  // Opened at /#faq or /#success-stories: that section, 80 px below the top, even as content loads above it.
  useEffect(() => holdSectionFromHash(), []);
  return (
    <div className="lp-page">
      <SiteNavbar />
      <main id={MAIN_CONTENT_ID}>
        <Hero />
        {belowTheFold && (
          <>
            <ProgramSection />
            <SuccessStoriesSection />
            <AboutSection />
            <PoweredBy />
            <MediaStrip />
            <DirectSignupBanner />
            <OfferCards />
            <FaqSection />
          </>
        )}
      </main>
      {belowTheFold && <SiteFooter />}
      <AdminControlWhenIdle />
    </div>
  );
}
