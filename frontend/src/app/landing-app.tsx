import { StrictMode, useEffect } from 'react';
import { AuthProvider } from '../features/auth';
import { LandingPage } from '../features/landing';
import { landingNavigation, SiteNavigationContext } from '../shared/navigation';
import { markHydrated } from '../shared/prerendered';
import { SkipLink } from '../shared/components/SkipLink';
import { VisitorTracking } from '../shared/tracking/VisitorTracking';
import { useRouteTitle } from './route-titles';

function Landing() {
  useRouteTitle('/');
  // The page answers clicks from here on (browser tests wait for this mark: e2e/support/test.ts).
  useEffect(() => {
    markHydrated();
    document.getElementById('root')?.setAttribute('data-hydrated', '');
  }, []);
  return (
    <>
      <SkipLink />
      <VisitorTracking />
      <LandingPage />
    </>
  );
}

/**
 * The landing page as its own small app: no router, no Redux, no RTK Query, no antd. Most visitors open
 * only this page; its links to the app's pages are page loads (shared/navigation.tsx). The build prerenders this
 * same tree into index.html and the browser hydrates it.
 */
export function LandingApp() {
  return (
    <StrictMode>
      <SiteNavigationContext.Provider value={landingNavigation}>
        <AuthProvider>
          <Landing />
        </AuthProvider>
      </SiteNavigationContext.Provider>
    </StrictMode>
  );
}
