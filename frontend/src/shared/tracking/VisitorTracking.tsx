import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useSiteNavigation } from '../navigation';
import { CONSENT_GRANTED_EVENT, countVisit, registerVisitorOnce, trackPageView } from './tracker';
import { getStoredVisitorId } from './tracking-storage';

// Most visitors see it at most once: its code loads only when it is shown.
const ConsentBanner = lazy(() => import('./ConsentBanner'));

/** The team's own pages: whoever opens them is staff, not a visitor (the server also ignores signed-in callers). */
export const isStaffPage = (path: string) => path === '/admin-login' || path === '/admin' || path.startsWith('/admin/');

/**
 * Mounted once (in the app's root layout, and on the router-less landing page): counts the visit without storing
 * anything, then registers the visitor where the privacy setting allows it or the person consents (the banner asks
 * when the setting says so), and sends a page_view whenever the path or the visitor id changes (spec 1 §4). Failures
 * are logged and swallowed. Nothing is sent from the admin pages.
 */
export function VisitorTracking() {
  const { pathname } = useSiteNavigation();
  const [visitorId, setVisitorId] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const lastSent = useRef('');
  const staff = isStaffPage(pathname);

  useEffect(() => {
    if (staff) return;
    let live = true;
    const register = () =>
      void registerVisitorOnce().then((id) => {
        if (live) setVisitorId(id ?? getStoredVisitorId());
      });
    const consented = () => {
      setAsking(false);
      register();
    };
    window.addEventListener(CONSENT_GRANTED_EVENT, consented);
    void countVisit().then(({ register: allowed, ask }) => {
      if (!live) return;
      if (allowed) register();
      else setAsking(ask);
    });
    return () => {
      live = false;
      window.removeEventListener(CONSENT_GRANTED_EVENT, consented);
    };
  }, [staff]);

  useEffect(() => {
    const key = `${visitorId}|${pathname}`;
    if (!visitorId || staff || key === lastSent.current) return;
    lastSent.current = key;
    trackPageView(pathname, visitorId);
  }, [pathname, visitorId, staff]);

  if (!asking || staff) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner onDecline={() => setAsking(false)} />
    </Suspense>
  );
}
