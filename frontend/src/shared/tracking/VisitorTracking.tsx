import { useEffect, useRef, useState } from 'react';
import { useSiteNavigation } from '../navigation';
import { registerVisitorOnce, trackPageView } from './tracker';
import { getStoredVisitorId } from './tracking-storage';

/**
 * Mounted once (in the app's root layout, and on the router-less landing page): registers the visitor on first load
 * and sends a page_view whenever the path or the visitor id changes (spec 1 §4). Renders nothing; failures are logged
 * and swallowed.
 */
export function VisitorTracking() {
  const { pathname } = useSiteNavigation();
  const [visitorId, setVisitorId] = useState<string | null>(null);
  const lastSent = useRef('');

  useEffect(() => {
    let live = true;
    void registerVisitorOnce().then((id) => {
      if (live) setVisitorId(id ?? getStoredVisitorId());
    });
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const key = `${visitorId}|${pathname}`;
    if (!visitorId || key === lastSent.current) return;
    lastSent.current = key;
    trackPageView(pathname, visitorId);
  }, [pathname, visitorId]);

  return null;
}
