import { Module } from '@nestjs/common';
import { CoreModule } from './core/core.module';
import { EmailProcessor } from './core/mail/email.processor';
import { MailDeliveryHooks } from './core/mail/mail-delivery.hooks';
import { MailTransport } from './core/mail/mail.transport';
import { FEATURE_MODULES } from './modules';
import { ThinkificWebhookProcessor } from './modules/thinkific/thinkific-webhook.processor';

/**
 * The job worker: the same modules as the API, plus the BullMQ processors and job schedulers.
 * Add each new processor to WORKER_PROVIDERS.
 */
export const WORKER_PROVIDERS = [MailTransport, MailDeliveryHooks, EmailProcessor, ThinkificWebhookProcessor];

@Module({
  imports: [CoreModule, ...FEATURE_MODULES],
  providers: WORKER_PROVIDERS,
})
export class WorkerModule {}
