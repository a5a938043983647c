import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../shared/components/PageSpinner';
import { VisitorTracking } from '../shared/tracking/VisitorTracking';
import { useRouteTitle } from './route-titles';

/**
 * Root layout: every page is a lazy chunk, shown under one Suspense boundary whose fallback
 * (a fixed, centered spinner) takes no layout space. Area layouts (navbar, portal/admin shells)
 * nest below this.
 */
export function RootLayout() {
  useRouteTitle();
  return (
    <>
      <VisitorTracking />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
