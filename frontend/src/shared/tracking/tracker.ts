import type { Schemas } from '../../api/types';
import { callApi } from '../../api/client';
import { route } from '../../api/route';
import { getSessionId, getStoredVisitorId, storeVisitorId } from './tracking-storage';

type RegisterBody = Schemas['RegisterVisitorDto'];
type RegisterAnswer = Schemas['RegisterVisitorResponseDto'];
type ActionBody = Schemas['VisitorActionDto'];

/** The two calls: plain API calls, so tracking ships with the landing page without RTK Query. */
const transport = {
  register: (body: RegisterBody) => callApi<RegisterAnswer>({ ...route('post', '/api/visitors'), body }),
  action: (body: ActionBody) => callApi<unknown>({ ...route('post', '/api/visitors/actions'), body }),
};

let registration: Promise<string | null> | null = null;

const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
} as const;

function registrationBody(): RegisterBody {
  const body: RegisterBody = { sessionId: getSessionId(), landingPage: window.location.pathname || '/' };
  if (document.referrer) body.referrer = document.referrer.slice(0, 2048);
  const params = new URLSearchParams(window.location.search);
  for (const [param, field] of Object.entries(UTM_FIELDS)) {
    const v = params.get(param);
    if (v) body[field] = v.slice(0, 255);
  }
  return body;
}

/**
 * Registers this browser once per page load (the same session id always maps to the same visitor),
 * stores the visitor id and resolves with it; failures are logged and resolve with the stored id.
 */
export function registerVisitorOnce(): Promise<string | null> {
  if (registration) return registration;
  registration = (async () => {
    try {
      const answer = await transport.register(registrationBody());
      if (answer.success && answer.visitor?.id) {
        storeVisitorId(answer.visitor.id);
        return answer.visitor.id;
      }
    } catch (err) {
      console.warn('Visitor registration failed', err);
    }
    return getStoredVisitorId();
  })();
  return registration;
}

/** Sends an action for the known visitor; without a visitor id nothing is sent. Never throws. */
export async function trackAction(action: ActionBody['action'], data: Record<string, unknown> = {}): Promise<void> {
  const visitorId = getStoredVisitorId();
  if (!visitorId) return;
  try {
    await transport.action({
      visitorId,
      action,
      actionData: { timestamp: new Date().toISOString(), page: window.location.pathname, ...data },
    });
  } catch (err) {
    console.warn(`Tracking "${action}" failed`, err);
  }
}

export function trackPageView(page: string, visitorId: string): void {
  transport
    .action({ visitorId, action: 'page_view', actionData: { timestamp: new Date().toISOString(), page } })
    .catch((err: unknown) => console.warn('Tracking "page_view" failed', err));
}

/**
 * An enrollment link was clicked: `target` tells a course checkout (a step towards buying, counted as an enroll click
 * by the dashboard) from the free webinar (kept in the visitor's history only).
 */
export function trackEnrollClick(click: {
  source: string;
  destination: string;
  campaign: string;
  target: 'checkout' | 'webinar';
}): void {
  void trackAction('enroll_click', click);
}
