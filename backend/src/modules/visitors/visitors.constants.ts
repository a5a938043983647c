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
