import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Logger } from '@nestjs/common';
import { Job, UnrecoverableError } from 'bullmq';
import { EmailJob, QUEUES } from '../queue/queues';
import { countMail } from './mail.metrics';
import { MailTemplates } from './mail-templates';
import { MailTransport } from './mail.transport';

/**
 * Worker side of the e-mail queue: renders the job's kind at send time, then delivers it. Failures throw, so
 * BullMQ retries with exponential backoff; the template hears of delivery and of the final failure.
 */
@Processor(QUEUES.email, { concurrency: 5 })
export class EmailProcessor extends WorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly templates: MailTemplates,
  ) {
    super();
  }

  async process(job: Job<EmailJob>): Promise<void> {
    const { kind, ref } = job.data;
    const template = this.templates.get(kind);
    if (!template) throw new UnrecoverableError(`No mail template for kind "${kind}"`);
    try {
      const mail = await template.render(ref ?? {});
      if (!mail) {
        this.logger.log(`Skipped ${kind} mail (job ${job.id}): no longer wanted`);
        return;
      }
      const sent = await this.transport.send({ ...mail, kind });
      countMail('sent', kind);
      await template.delivered?.(ref);
      this.logger.log(`Sent ${kind} mail (job ${job.id}, ${sent.messageId})`);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      // A 5xx reply of the SMTP server: refused for good.
      if (((err as { responseCode?: number }).responseCode ?? 0) >= 500) countMail('refused', kind);
      const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (final) await template.failed?.(ref, error);
      throw error;
    }
  }
}
