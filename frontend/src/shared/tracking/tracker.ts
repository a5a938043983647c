import type { Schemas } from '../../api/types';
import { callApi } from '../../api/client';
import { route } from '../../api/route';
import { getSessionId, getStoredVisitorId, hasConsent, storeConsent, storeVisitorId } from './tracking-storage';

type VisitBody = Schemas['VisitDto'];
type RegisterBody = Schemas['RegisterVisitorDto'];
type RegisterAnswer = Schemas['RegisterVisitorResponseDto'];
type ActionBody = Schemas['VisitorActionDto'];

/** The three calls: plain API calls, so tracking ships with the landing page without RTK Query. */
const transport = {
  visit: (body: VisitBody) =>
    callApi<Schemas['CountVisitResponseDto']>({ ...route('post', '/api/visitors/visits'), body }),
  register: (body: RegisterBody) => callApi<RegisterAnswer>({ ...route('post', '/api/visitors'), body }),
  action: (body: ActionBody) => callApi<unknown>({ ...route('post', '/api/visitors/actions'), body }),
};

let registration: Promise<string | null> | null = null;
/** This page load's count in flight or done (countVisit): an action sent meanwhile waits for the registration. */
let counting: Promise<{ register: boolean; ask: boolean }> | null = null;
/** countVisit found that this visitor may be registered without asking (the setting, or an earlier consent). */
let allowedWithoutAsking = false;
/** How this page load arrived (landing page, referrer, UTM tags), read once: held in memory until consent. */
let arrival: VisitBody | null = null;
/** Declined on this page: the banner is not shown again until the next page load. */
let declined = false;

const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_content: 'utmContent',
  utm_term: 'utmTerm',
} as const;

/** The page load's arrival: the first path this script saw, the referrer and the UTM tags of that address. */
function arrivalOf(): VisitBody {
  if (arrival) return arrival;
  const body: VisitBody = { landingPage: window.location.pathname || '/' };
  if (document.referrer) body.referrer = document.referrer.slice(0, 2048);
  const params = new URLSearchParams(window.location.search);
  for (const [param, field] of Object.entries(UTM_FIELDS)) {
    const v = params.get(param);
    if (v) body[field] = v.slice(0, 255);
  }
  return (arrival = body);
}

/**
 * Counts this page load without keeping anything in the browser (POST /api/visitors/visits) and says whether the
 * visitor may be registered now: consent is not asked here, or was given earlier (the stored Accept). Otherwise the
 * banner asks. Resolves with neither on failure.
 */
async function decide(): Promise<{ register: boolean; ask: boolean }> {
  arrivalOf();
  try {
    const { askConsent } = await transport.visit(arrivalOf());
    if (!askConsent || hasConsent()) {
      allowedWithoutAsking = true;
      return { register: true, ask: false };
    }
    return { register: false, ask: true };
  } catch (err) {
    console.warn('Counting the visit failed', err);
    return { register: false, ask: false };
  }
}

/** The count's answer, asked once per page load; after a Decline on this page it no longer asks. */
export function countVisit(): Promise<{ register: boolean; ask: boolean }> {
  return (counting ??= decide()).then((r) => ({ register: r.register, ask: r.ask && !declined }));
}

/** Fired on window when the person consents, wherever they did (the banner listens to step aside). */
export const CONSENT_GRANTED_EVENT = 'iac:tracking-consent';

/**
 * The person accepted tracking (the banner's Accept, or the webinar sign-up's consent box): remembered, and the next
 * registerVisitorOnce registers with consent (an earlier one without it was answered with no visitor).
 */
export function grantConsent(): void {
  if (hasConsent()) return;
  storeConsent();
  registration = null;
  window.dispatchEvent(new Event(CONSENT_GRANTED_EVENT));
}

/** Whether registerVisitorOnce may run now: the person consented, or countVisit found no need to ask. */
export const trackingAllowed = () => allowedWithoutAsking || hasConsent();

/** The person declined: remembered in memory for this page only (storing even that would write to the browser). */
export function declineConsent(): void {
  declined = true;
}

/**
 * Registers this browser once per page load (the same session id always maps to the same visitor), stores the
 * visitor id and resolves with it; failures are logged and resolve with the stored id. Call it only where tracking is
 * allowed (countVisit said so, or the person just consented): it writes the ids into the browser.
 */
export function registerVisitorOnce(): Promise<string | null> {
  if (registration) return registration;
  registration = (async () => {
    try {
      const body: RegisterBody = { ...arrivalOf(), sessionId: getSessionId() };
      if (hasConsent()) body.consent = true;
      const answer = await transport.register(body);
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

/**
 * The visitor an action belongs to: the stored one, else, once the count has decided, the registration (joined or
 * started here: a click while the count is in flight is not lost); null when this visitor is not tracked.
 */
async function visitorForAction(): Promise<string | null> {
  const stored = getStoredVisitorId();
  if (stored || !counting) return stored;
  await counting;
  return trackingAllowed() ? registerVisitorOnce() : null;
}

/** Sends an action for the known visitor; without a visitor id nothing is sent. Never throws. */
export async function trackAction(action: ActionBody['action'], data: Record<string, unknown> = {}): Promise<void> {
  const visitorId = await visitorForAction();
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
