import { lazy, Suspense } from 'react';
import { AboutSection } from '../components/AboutSection';
import { FaqSection } from '../components/FaqSection';
import { Hero } from '../components/Hero';
import { MediaStrip, PoweredBy } from '../components/MediaSections';
import { DirectSignupBanner, OfferCards } from '../components/OfferSections';
import { ProgramSection } from '../components/ProgramSection';
import SiteFooter from '../components/SiteFooter';
import SiteNavbar from '../components/SiteNavbar';
import { SuccessStoriesSection } from '../components/SuccessStoriesSection';
import '../landing.css';

// Auth UI (antd) stays out of the landing chunk: it loads after the page is up.
const AdminFloatingControl = lazy(() => import('../../auth/components/AdminFloatingControl'));

/** The landing page (spec 1 §2), sections in order. */
export default function LandingPage() {
  return (
    <div className="lp-page">
      <SiteNavbar />
      <main>
        <Hero />
        <ProgramSection />
        <SuccessStoriesSection />
        <AboutSection />
        <PoweredBy />
        <MediaStrip />
        <DirectSignupBanner />
        <OfferCards />
        <FaqSection />
      </main>
      <SiteFooter />
      <Suspense fallback={null}>
        <AdminFloatingControl />
      </Suspense>
    </div>
  );
}
