import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job } from 'bullmq';
import { EmailJob, QUEUES } from '../queue/queues';
import { MailTransport } from './mail.transport';
import { MailDeliveryHooks } from './mail-delivery.hooks';

/** Worker side of the e-mail queue. Failures throw, so BullMQ retries with exponential backoff. */
@Processor(QUEUES.email, { concurrency: 5 })
export class EmailProcessor extends WorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly hooks: MailDeliveryHooks,
  ) {
    super();
  }

  async process(job: Job<EmailJob>): Promise<void> {
    const mail = job.data;
    if (!(await this.hooks.beforeSend(mail))) {
      this.logger.log(`Skipped ${mail.kind} to ${mail.to}: no longer wanted`);
      return;
    }
    try {
      const sent = await this.transport.send(mail);
      await this.hooks.afterSend(mail);
      this.logger.log(`Sent ${mail.kind} to ${mail.to} (${sent.messageId})`);
    } catch (err) {
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (final) await this.hooks.onFinalFailure(mail, err as Error);
      throw err;
    }
  }
}
