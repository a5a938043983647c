import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { EMAIL_JOB_OPTIONS, EMAIL_JOB_SEND, EmailJob, QUEUES } from '../queue/queues';
import { jobData } from '../queue/job-context';

/**
 * The one way to send mail: enqueue its kind and the ids it is about; the worker's EmailProcessor renders it
 * with the kind's MailTemplate and delivers it with retries.
 */
@Injectable()
export class MailService {
  constructor(@InjectQueue(QUEUES.email) private readonly queue: Queue<EmailJob>) {}

  /**
   * @param dedupeKey when given, a second enqueue with the same key is a no-op while the first job
   *                  is kept (BullMQ jobId), so a retried caller cannot send twice.
   */
  async enqueue(mail: EmailJob, dedupeKey?: string, options: JobsOptions = {}): Promise<void> {
    await this.queue.add(EMAIL_JOB_SEND, jobData(mail), jobOptions(dedupeKey, options));
  }

  /** Many mails in one Redis transaction (campaign batches); each dedupeKey works as in enqueue(). */
  async enqueueMany(mails: Array<{ mail: EmailJob; dedupeKey?: string }>): Promise<void> {
    if (!mails.length) return;
    await this.queue.addBulk(
      mails.map(({ mail, dedupeKey }) => ({ name: EMAIL_JOB_SEND, data: jobData(mail), opts: jobOptions(dedupeKey) })),
    );
  }
}

function jobOptions(dedupeKey?: string, options: JobsOptions = {}): JobsOptions {
  return { ...EMAIL_JOB_OPTIONS, ...options, ...(dedupeKey ? { jobId: dedupeKey.replace(/:/g, '_') } : {}) };
}
