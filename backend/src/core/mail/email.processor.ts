import { Processor, WorkerHost } from '@nestjs/bullmq';
import { Inject, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Job, UnrecoverableError } from 'bullmq';
import { AppConfig } from '../config/app-config';
import { EmailJob, QUEUES } from '../queue/queues';
import { countMail } from './mail.metrics';
import { MailTemplates } from './mail-templates';
import { MailTransport } from './mail.transport';
import { withPrivacyLink } from './privacy-link';
import { isHardBounce, smtpResponse } from './smtp-refusal';

/**
 * Worker side of the e-mail queue: renders the job's kind at send time, checks the suppression list, then delivers
 * it with the privacy policy's link. Failures throw, so BullMQ retries with exponential backoff (a 4xx refusal among
 * them); a 5xx refusal of the recipient is a hard bounce: the address is suppressed and the job fails at once. The
 * template hears of delivery and of the final failure.
 */
@Processor(QUEUES.email, { concurrency: 5 })
export class EmailProcessor extends WorkerHost {
  private readonly logger = new Logger(EmailProcessor.name);

  constructor(
    private readonly transport: MailTransport,
    private readonly templates: MailTemplates,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {
    super();
  }

  async process(job: Job<EmailJob>): Promise<void> {
    const { kind, ref } = job.data;
    const template = this.templates.get(kind);
    if (!template) throw new UnrecoverableError(`No mail template for kind "${kind}"`);
    const suppression = this.templates.suppression;
    let to: string | undefined;
    try {
      const mail = await template.render(ref ?? {});
      if (!mail) {
        this.logger.log(`Skipped ${kind} mail (job ${job.id}): no longer wanted`);
        return;
      }
      to = mail.to;
      const suppressed = await suppression?.reasonFor(mail.to);
      if (suppressed && !template.account) {
        await template.failed?.(ref, new Error(`Suppressed address (${suppressed})`));
        this.logger.log(`Skipped ${kind} mail (job ${job.id}): suppressed address (${suppressed})`);
        return;
      }
      const appUrl = this.config.get('APP_URL', { infer: true });
      const sent = await this.transport.send({ ...withPrivacyLink(mail, appUrl), kind });
      countMail('sent', kind);
      if (suppressed) await suppression?.accountMailSent(mail.to);
      await template.delivered?.(ref);
      this.logger.log(`Sent ${kind} mail (job ${job.id}, ${sent.messageId})`);
    } catch (err) {
      const error = err instanceof Error ? err : new Error(String(err));
      const hard = to !== undefined && isHardBounce(err);
      if (hard) countMail('refused', kind);
      if (hard) await suppression?.hardBounce(to as string, smtpResponse(error));
      const final = hard || job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
      if (final) await template.failed?.(ref, error);
      throw hard ? new UnrecoverableError(`Hard bounce: ${smtpResponse(error)}`) : error;
    }
  }
}
