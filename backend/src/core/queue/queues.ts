/**
 * Every BullMQ queue, job name and job payload type, in one place.
 * The API process only enqueues; the worker process (worker.ts) runs the processors.
 */
export const QUEUES = {
  email: 'email',
  webhooks: 'webhooks',
  campaigns: 'campaigns',
  contactSync: 'contact-sync',
  thinkificSync: 'thinkific-sync',
  reports: 'reports',
  retention: 'retention',
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const ALL_QUEUES: QueueName[] = Object.values(QUEUES);

/**
 * email queue, job 'send': the kind of mail and the ids it is about. The worker renders the message at send time
 * (core/mail/mail-templates.ts), so no address, token or password ever sits in Redis.
 */
export interface EmailJob {
  kind: string;
  ref: Record<string, string>;
}
export const EMAIL_JOB_SEND = 'send';

/** webhooks queue, job 'thinkific': one received event by its webhook_events id. */
export interface ThinkificWebhookJob {
  webhookEventId: string;
}
export const WEBHOOK_JOB_THINKIFIC = 'thinkific';

/** campaigns queue, job 'tick' (a job scheduler): claims eligible visitors and enqueues their mail. */
export const CAMPAIGN_JOB_TICK = 'tick';

/** contact-sync queue, job 'sync-visitor'. */
export const CONTACT_SYNC_JOB = 'sync-visitor';
export interface ContactSyncJob {
  visitorId: string;
}
/** contact-sync queue, job 'unsubscribe': a complained address (by its suppression entry, never the address itself). */
export const CONTACT_UNSUBSCRIBE_JOB = 'unsubscribe';
export interface ContactUnsubscribeJob {
  suppressionId: string;
}

/** thinkific-sync queue: 'reconcile' (nightly scheduler); 'invite-historical' (an admin's explicit action). */
export const THINKIFIC_SYNC_JOB_RECONCILE = 'reconcile';
export const THINKIFIC_SYNC_JOB_INVITE = 'invite-historical';

/** reports queue, job 'marketing-rollup' (a job scheduler): rebuilds the dashboard's recent daily figures. */
export const REPORTS_JOB_MARKETING_ROLLUP = 'marketing-rollup';

/** retention queue, job 'purge' (a nightly job scheduler): deletes raw visitor data past RETENTION_MONTHS. */
export const RETENTION_JOB_PURGE = 'purge';

/** Default retry policy: exponential backoff, failed jobs kept for admins to see (job data holds ids only). */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential' as const, delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};

/** Mail jobs: the default retries; a delivered mail's job is kept an hour (for the queue board), then removed. */
export const EMAIL_JOB_OPTIONS = {
  removeOnComplete: { age: 3600, count: 1000 },
};
