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
} as const;
export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];
export const ALL_QUEUES: QueueName[] = Object.values(QUEUES);

/** email queue, job 'send'. */
export interface EmailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** What this mail is, for logs and the outbox file name (e.g. 'password-reset'). */
  kind: string;
  /** For campaign mails: the email_sends row this job delivers. */
  emailSendId?: string;
}
export const EMAIL_JOB_SEND = 'send';

/** webhooks queue, job 'thinkific': one received event by its webhook_events id. */
export interface ThinkificWebhookJob {
  webhookEventId: string;
}
export const WEBHOOK_JOB_THINKIFIC = 'thinkific';

/** campaigns queue: 'tick' (scheduler) finds eligible visitors; 'deliver' sends one campaign to one visitor. */
export const CAMPAIGN_JOB_TICK = 'tick';
export const CAMPAIGN_JOB_DELIVER = 'deliver';
export interface CampaignDeliverJob {
  campaignId: string;
  visitorId: string;
}

/** contact-sync queue, job 'sync-visitor'. */
export const CONTACT_SYNC_JOB = 'sync-visitor';
export interface ContactSyncJob {
  visitorId: string;
}

/** thinkific-sync queue, job 'reconcile' (nightly scheduler). */
export const THINKIFIC_SYNC_JOB_RECONCILE = 'reconcile';

/** Default retry policy: exponential backoff, failed jobs kept for admins to see. */
export const DEFAULT_JOB_OPTIONS = {
  attempts: 5,
  backoff: { type: 'exponential' as const, delay: 2000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 14 * 24 * 3600 },
};
