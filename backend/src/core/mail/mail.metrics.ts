import { Counter } from 'prom-client';
import { metricsRegistry } from '../metrics/metrics';

export type MailOutcome = 'sent' | 'refused' | 'bounced';

/**
 * Mail by outcome and kind: sent (accepted by the SMTP server or written to the local outbox), refused (a permanent
 * 5xx answer of the SMTP server: no retry changes it) and bounced (reported later, after it was accepted).
 */
const mailCounter = new Counter({
  name: 'mail_messages_total',
  help: 'E-mails by outcome (sent, refused, bounced) and kind',
  labelNames: ['outcome', 'kind'] as const,
  registers: [metricsRegistry],
});

type MailListener = (outcome: MailOutcome, kind: string) => void;
const listeners: MailListener[] = [];

/** Hears of every mail outcome of this process (the ops page's 24-hour figures, core/ops). */
export function onMailOutcome(listener: MailListener): void {
  listeners.push(listener);
}

export function countMail(outcome: MailOutcome, kind = 'unknown'): void {
  mailCounter.inc({ outcome, kind });
  for (const listener of listeners) listener(outcome, kind);
}

/** A bounce or complaint received for mail already sent: `mailBounced.inc(kind)` wherever bounces are handled. */
export const mailBounced = { inc: (kind?: string): void => countMail('bounced', kind) };
