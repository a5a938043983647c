import { Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus registry and the metric families every part of the app writes to. Writing is always on
 * (a counter increment costs nanoseconds); what METRICS_ENABLED switches on is serving them, the HTTP histogram's
 * hook and Node's default metrics (core/metrics/metrics.module.ts).
 */
export const metricsRegistry = new Registry();

const registers = [metricsRegistry];
/** Seconds: from a fast API call (~1 ms) to a slow provider or SMTP exchange. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** Answers by route template (`/api/leads/:id`, "unmatched" for a 404 of no route), method and status. */
export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP answers by route template, method and status, with their duration',
  labelNames: ['route', 'method', 'status'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

/** Jobs run by this worker by queue and outcome (completed, failed: each failed attempt), with their duration. */
export const jobDuration = new Histogram({
  name: 'bullmq_job_duration_seconds',
  help: 'BullMQ jobs run by this worker by queue and outcome, with their duration',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [...LATENCY_BUCKETS, 60, 300],
  registers,
});

/** Calls to an outside provider (one per HTTP attempt) by provider and outcome: ok or the failure's cause. */
export const providerRequestDuration = new Histogram({
  name: 'provider_request_duration_seconds',
  help: 'Calls to outside providers by provider and outcome (ok, or the cause of the failure), with their duration',
  labelNames: ['provider', 'outcome'] as const,
  buckets: LATENCY_BUCKETS,
  registers,
});

/** Provider webhook events as received (stored, test, duplicate, refused) and processed (processed, ignored, retried, failed). */
export const webhookEvents = new Counter({
  name: 'webhook_events_total',
  help: 'Provider webhook events by provider and status (stored, test, duplicate, refused; processed, ignored, retried, failed)',
  labelNames: ['provider', 'status'] as const,
  registers,
});

/** Sign-ins: a session opened (by password or e-mailed link) or a refused attempt, by the kind of user or reason. */
export const sessionsSignedIn = new Counter({
  name: 'sessions_signed_in_total',
  help: 'Sessions opened by sign-in, by kind of user',
  labelNames: ['user_type'] as const,
  registers,
});

export const signInsRefused = new Counter({
  name: 'sign_ins_refused_total',
  help: 'Sign-in attempts refused (wrong credentials, locked, rate limited)',
  labelNames: ['reason'] as const,
  registers,
});
