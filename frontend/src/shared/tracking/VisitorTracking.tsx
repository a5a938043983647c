import { useEffect, useRef, useState } from 'react';
import { useSiteNavigation } from '../navigation';
import { registerVisitorOnce, trackPageView } from './tracker';
import { getStoredVisitorId } from './tracking-storage';

/** The team's own pages: whoever opens them is staff, not a visitor (the server also ignores signed-in callers). */
export const isStaffPage = (path: string) => path === '/admin-login' || path === '/admin' || path.startsWith('/admin/');

/**
 * Mounted once (in the app's root layout, and on the router-less landing page): registers the visitor on first load
 * and sends a page_view whenever the path or the visitor id changes (spec 1 §4). Renders nothing; failures are logged
 * and swallowed. Nothing is sent from the admin pages.
 */
export function VisitorTracking() {
  const { pathname } = useSiteNavigation();
  const [visitorId, setVisitorId] = useState<string | null>(null);
  const lastSent = useRef('');
  const staff = isStaffPage(pathname);

  useEffect(() => {
    if (staff) return;
    let live = true;
    void registerVisitorOnce().then((id) => {
      if (live) setVisitorId(id ?? getStoredVisitorId());
    });
    return () => {
      live = false;
    };
  }, [staff]);

  useEffect(() => {
    const key = `${visitorId}|${pathname}`;
    if (!visitorId || staff || key === lastSent.current) return;
    lastSent.current = key;
    trackPageView(pathname, visitorId);
  }, [pathname, visitorId, staff]);

  return null;
}
