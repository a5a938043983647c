/**
 * User agents of obvious bots: their visits and actions are answered but not recorded.
 * "HeadlessChrome" is deliberately NOT a bot here (real browsers in kiosk/test setups use it);
 * generic "headless" markers of other tools still are.
 */
export const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|scrap|facebookexternalhit|embedly|preview|phantomjs|puppeteer|selenium|playwright-request|python-requests|python-urllib|curl\/|wget\/|httpclient|go-http-client|java\/|okhttp|libwww|headless(?!chrome)/i;

export const isBotUserAgent = (ua: string | undefined | null): boolean => !!ua && BOT_USER_AGENT.test(ua);

/** Actions are buffered in memory and written in batches: at most this often... */
export const ACTION_FLUSH_INTERVAL_MS = 200;
/** ...or as soon as this many are waiting. */
export const ACTION_FLUSH_MAX_BATCH = 500;
/** While the database cannot be written, unwritten actions are kept and retried this often... */
export const ACTION_FLUSH_RETRY_MS = 1000;
/** ...up to this many; beyond it new actions are refused (503) rather than acknowledged and dropped. */
export const ACTION_MAX_PENDING = 20_000;
/** Known visitor ids are remembered for this long, so the hot path skips the lookup. */
export const KNOWN_VISITOR_TTL_MS = 5 * 60_000;
export const KNOWN_VISITOR_CACHE_MAX = 50_000;
/** Size limit of one action's actionData, serialised. */
export const ACTION_DATA_MAX_BYTES = 4096;

/** The consent checkbox of the webinar form, word for word (stored with each consent; see docs/decisions.md). */
export const CONSENT_TEXT =
  'Yes, send me training e-mails about working with real-estate investors. I can unsubscribe at any time.';
export const CONSENT_SOURCE_WEBINAR = 'webinar_form';
export const CONSENT_MAIL_KIND = 'consent-confirmation';
export const CONSENT_MAIL_SUBJECT = 'Please confirm your e-mail address';

/** Sign-ups (webinar form and lead form): per client IP an hour (SIGNUPS_PER_IP_PER_HOUR) and per address a day. */
export const SIGNUPS_PER_IP_WINDOW_S = 3600;
/** Visit registrations: per client IP an hour (VISITORS_PER_IP_PER_HOUR). */
export const VISITORS_PER_IP_WINDOW_S = 3600;
export const VISITOR_MESSAGES = {
  tooMany: 'Too many visits from here. Please try again later.',
  unavailable: 'Visit tracking is temporarily unavailable. Please try again shortly.',
} as const;
export const SIGNUPS_PER_ADDRESS = { name: 'signup:address', limit: 3, windowSeconds: 24 * 3600 };

export const SIGNUP_MESSAGES = {
  tooMany: 'Too many sign-ups from here. Please try again later.',
  unavailable: 'Sign-up is temporarily unavailable. Please try again shortly.',
  badConfirmation: 'This confirmation link is not valid.',
} as const;
