import { Suspense, useMemo, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../shared/components/PageSpinner';
import { SkipLink } from '../shared/components/SkipLink';
import { SiteNavigationContext, type SiteNavigation } from '../shared/navigation';
import { VisitorTracking } from '../shared/tracking/VisitorTracking';
import { useRouteTitle } from './route-titles';

/** The site's shared parts (navbar, footer, admin control) navigate through the router inside the app. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const value = useMemo<SiteNavigation>(
    () => ({ pathname, navigate: (to) => void navigate(to), inApp: true }),
    [pathname, navigate],
  );
  return <SiteNavigationContext.Provider value={value}>{children}</SiteNavigationContext.Provider>;
}

/**
 * Root layout: every page is a lazy chunk, shown under one Suspense boundary whose fallback
 * (a fixed, centered spinner) takes no layout space. Area layouts (navbar, portal/admin shells)
 * nest below this.
 */
export function RootLayout() {
  useRouteTitle(useLocation().pathname);
  return (
    <RouterNavigation>
      <SkipLink />
      <VisitorTracking />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </RouterNavigation>
  );
}
