/** Thinkific integration: topics, messages and limits in one place. */

export const THINKIFIC_PROVIDER = 'thinkific';
export const THINKIFIC_SIGNATURE_HEADER = 'x-thinkific-hmac-sha256';

/** Topics we act on ("resource.action" of the envelope). Thinkific has spelled the first one both ways. */
export const TOPIC_ENROLLMENT_CREATED = ['enrollment.created', 'enrollments.created'];
export const TOPIC_ENROLLMENT_TRIAL = 'enrollment.trial';
export const TOPIC_ENROLLMENT_PROGRESS = 'enrollment.progress';
export const TOPIC_ENROLLMENT_COMPLETED = 'enrollment.completed';
export const TOPIC_LESSON_COMPLETED = 'lesson.completed';
export const TOPIC_USER_UPDATED = 'user.updated';

/** Progress milestones recorded on progress_updates when an update crosses one. */
export const PROGRESS_MILESTONES = [25, 50, 75, 100];

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 40;

/** Nightly reconciliation: one BullMQ job scheduler for every worker replica. */
export const RECONCILE_SCHEDULER_ID = 'thinkific-nightly-reconcile';
export const RECONCILE_CRON = '0 3 * * *';
export const RECONCILE_CURSOR_KEY = 'thinkific.reconcile';
export const API_PAGE_LIMIT = 100;
export const API_TIMEOUT_MS = 15000;
/** The Admin API allows 120 requests a minute per site (support.thinkific.dev/hc/en-us/articles/4422684774935). */
export const API_DEFAULT_RATE_PER_MIN = 120;
/** Admin job that creates and mails the accounts of buyers imported by the first reconciliation. */
export const HISTORICAL_INVITE_JOB_ID = 'thinkific-invite-historical-buyers';

/** Admin listing of recent webhook events. */
export const WEBHOOK_EVENTS_LIST_LIMIT = 100;

/** The training tab's fixed module count (spec 2 §9). */
export const TOTAL_MODULES = 12;

export const THINKIFIC_MESSAGES = {
  notConfigured:
    'Thinkific webhooks are not configured: set THINKIFIC_API_KEY (Thinkific signs webhooks with it), ' +
    'or THINKIFIC_WEBHOOK_SECRET for an app that signs with its client secret',
  missingSignature: 'Missing X-Thinkific-Hmac-Sha256 signature',
  badSignature: 'Invalid webhook signature',
  malformed: 'Malformed webhook payload: id, resource, action and payload are required',
  queueUnavailable: 'Webhook could not be queued. Please retry shortly.',
  eventNotFound: 'Webhook event not found',
  onlyFailedRetried: 'Only a failed webhook event can be retried',
  apiNotConfigured: 'Thinkific API is not configured (THINKIFIC_API_KEY and THINKIFIC_SUBDOMAIN)',
} as const;
