import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { trackingApi } from './tracking.api';
import { bindTrackingTransport, registerVisitorOnce, trackPageView } from './tracker';
import { getStoredVisitorId } from './tracking-storage';

/**
 * Mounted once inside the router: registers the visitor on first load and sends a page_view whenever
 * the path or the visitor id changes (spec 1 §4). Renders nothing; failures are logged and swallowed.
 */
export function VisitorTracking() {
  const dispatch = useAppDispatch();
  const { pathname } = useLocation();
  const [visitorId, setVisitorId] = useState<string | null>(null);
  const lastSent = useRef('');

  useEffect(() => {
    bindTrackingTransport({
      register: (body) => dispatch(trackingApi.endpoints.registerVisitor.initiate(body, { track: false })).unwrap(),
      action: (body) => dispatch(trackingApi.endpoints.trackVisitorAction.initiate(body, { track: false })).unwrap(),
    });
    let live = true;
    void registerVisitorOnce().then((id) => {
      if (live) setVisitorId(id ?? getStoredVisitorId());
    });
    return () => {
      live = false;
    };
  }, [dispatch]);

  useEffect(() => {
    const key = `${visitorId}|${pathname}`;
    if (!visitorId || key === lastSent.current) return;
    lastSent.current = key;
    trackPageView(pathname, visitorId);
  }, [pathname, visitorId]);

  return null;
}
