import { SEND_AFTER_HOURS } from './entities/email-campaign.entity';

/** Spec 3 §5 / §9: campaign timing choices (hours after the last visit), default 24. */
export { SEND_AFTER_HOURS };
export const DEFAULT_SEND_AFTER_HOURS = 24;

export const CAMPAIGN_MESSAGES = {
  noTestAddress: 'Your account has no e-mail address to send the test to.',
  nameRequired: 'Campaign name is required',
  subjectRequired: 'Subject is required',
  htmlRequired: 'HTML content is required',
  sendAfterHours: 'Send after hours must be one of 1, 24, 72 or 168',
  notFound: 'Campaign not found',
  invalidLink: 'This link is invalid or has been altered',
  startsAt: 'Start must be a date and time, e.g. 2026-12-01T09:00:00Z',
} as const;

export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'active', 'paused'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** Who the preview fills the merge tags for, and what it says about it. */
export const SAMPLE_VISITOR = { firstName: 'Alex', lastName: 'Morgan' } as const;
export const SAMPLE_NOTE =
  'Shown for a sample visitor, Alex Morgan: each visitor sees their own name ("there" when we have no first name).';

/** The drip scheduler: one tick a minute across all workers (a BullMQ job scheduler). */
export const CAMPAIGN_TICK_SCHEDULER_ID = 'campaign-drip-tick';
export const CAMPAIGN_TICK_EVERY_MS = 60_000;
/**
 * Eligible visitors claimed per query, and the most one tick claims per campaign: 1,000 a minute is 60,000 mails an
 * hour per campaign (more than the SMTP relay takes), and keeps one tick short (a few seconds over 1M visitors).
 */
export const CAMPAIGN_BATCH_SIZE = 500;
export const CAMPAIGN_MAX_PER_TICK = 1_000;
/** 'queued' rows older than this are re-enqueued (same job id, so a live job is never doubled). */
export const QUEUED_RECOVERY_AFTER_MINUTES = 5;
/** Contact-sync jobs enqueued per tick at most (the sync itself is rate limited). */
export const CONTACT_SYNC_MAX_PER_TICK = 1_000;

/** Mail kind, for logs and outbox names. */
export const CAMPAIGN_MAIL_KIND = 'campaign';
/** The admin's "Send test to me": the campaign as sent, without tracking, subject marked as a test. */
export const CAMPAIGN_TEST_MAIL_KIND = 'campaign-test';
export const CAMPAIGN_TEST_SUBJECT_PREFIX = '[Test] ';

/** Public tracking / unsubscribe paths under /api. */
export const TRACKING_PATHS = {
  open: (sendId: string) => `/api/campaigns/t/o/${sendId}.gif`,
  click: (sendId: string) => `/api/campaigns/t/c/${sendId}`,
  unsubscribe: (sendId: string) => `/api/campaigns/unsubscribe/${sendId}`,
} as const;

/** A transparent 1x1 GIF for the open pixel. */
export const PIXEL_GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** Constant Contact (spec 3 §7, §8). */
export const CC_MESSAGES = {
  connected: 'Successfully connected! Visitor emails will be automatically synced to your contact lists.',
  notConnected: 'Failed to connect to Constant Contact. Please authorize the app to get an access token.',
  notConfigured:
    'Constant Contact is not configured. Set CONSTANT_CONTACT_CLIENT_ID, CONSTANT_CONTACT_CLIENT_SECRET and TOKEN_ENCRYPTION_KEY.',
  invalidState: 'The authorization request is invalid or has expired. Please click Authorize App again.',
  denied: 'Constant Contact authorization was not granted',
} as const;
export const CC_SCOPES = 'contact_data offline_access account_read';
export const CC_CALLBACK_PATH = '/api/constant-contact/oauth/callback';
export const CC_AFTER_AUTH_PATH = '/admin/emails';
/** OAuth state + PKCE verifier live this long in Redis. */
export const CC_OAUTH_STATE_TTL_S = 600;
/** Refresh the access token when it has less than this left. */
export const CC_REFRESH_MARGIN_MS = 5 * 60_000;
export const CC_REFRESH_LOCK_TTL_MS = 15_000;
export const CC_TOKENS_SETTING = 'constant-contact.tokens';
/** Set when the daily quota is spent: contact sync waits until this time (the next 00:00 UTC). */
export const CC_QUOTA_PAUSE_SETTING = 'constant-contact.quota-paused-until';
/** Provider limit: 4 requests per second; each sync job makes up to 2 requests. */
export const CC_REQUESTS_PER_SECOND = 4;
/** Provider limit: 10,000 requests a day per application, reset at 00:00 UTC. */
export const CC_DAILY_QUOTA = 10_000;
export const CC_REQUESTS_PER_SYNC_JOB = 2;

/** Delivery figures of the e-mail dashboard are shared this long (the page refreshes every 30 s). */
export const STATS_CACHE_SECONDS = 30;
export const STATS_CACHE_KEY = 'campaigns:stats';

/** The suppression list (issue 26). */
export const SUPPRESSION_PAGE_SIZE = 50;
export const SUPPRESSION_MESSAGES = {
  invalidValue: 'Enter an e-mail address (jane@example.com) or a domain (example.com)',
  exists: 'This address or domain is already on the suppression list',
  notFound: 'Suppression entry not found',
  csvRequired: 'Paste or upload a CSV file',
  csvTooLarge: 'The CSV file is too large (1 MB at most)',
} as const;
/** How each reason reads in logs and in a skipped send's error. */
export const SUPPRESSION_REASON_LABELS = {
  hard_bounce: 'hard bounce',
  complaint: 'complaint',
  unsubscribe: 'unsubscribe',
  manual: 'manual',
} as const;
