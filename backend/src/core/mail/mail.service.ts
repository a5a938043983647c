import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import { JobsOptions, Queue } from 'bullmq';
import { EMAIL_JOB_SEND, EmailJob, QUEUES } from '../queue/queues';

/** The one way to send mail: enqueue it; the worker's EmailProcessor delivers it with retries. */
@Injectable()
export class MailService {
  constructor(@InjectQueue(QUEUES.email) private readonly queue: Queue<EmailJob>) {}

  /**
   * @param dedupeKey when given, a second enqueue with the same key is a no-op while the first job
   *                  is kept (BullMQ jobId), so a retried caller cannot send twice.
   */
  async enqueue(mail: EmailJob, dedupeKey?: string, options: JobsOptions = {}): Promise<void> {
    await this.queue.add(EMAIL_JOB_SEND, mail, { ...options, ...(dedupeKey ? { jobId: dedupeKey.replace(/:/g, '_') } : {}) });
  }
}
