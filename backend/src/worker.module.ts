import { Module } from '@nestjs/common';
import { CoreModule } from './core/core.module';
import { EmailProcessor } from './core/mail/email.processor';
import { MailDeliveryHooks } from './core/mail/mail-delivery.hooks';
import { MailTransport } from './core/mail/mail.transport';
import { FEATURE_MODULES } from './modules';
import { ContactSyncProcessor } from './modules/campaigns/constant-contact/contact-sync.processor';
import { CampaignMailHooks } from './modules/campaigns/delivery/campaign-mail.hooks';
import { CampaignTickProcessor } from './modules/campaigns/delivery/campaign-tick.processor';
import { ThinkificSyncProcessor } from './modules/thinkific/thinkific-sync.processor';
import { ThinkificWebhookProcessor } from './modules/thinkific/thinkific-webhook.processor';

/**
 * The job worker: the same modules as the API, plus the BullMQ processors and job schedulers.
 * Add each new processor to WORKER_PROVIDERS.
 */
export const WORKER_PROVIDERS = [
  MailTransport,
  { provide: MailDeliveryHooks, useClass: CampaignMailHooks },
  EmailProcessor,
  ThinkificWebhookProcessor,
  ThinkificSyncProcessor,
  CampaignTickProcessor,
  ContactSyncProcessor,
];

@Module({
  imports: [CoreModule, ...FEATURE_MODULES],
  providers: WORKER_PROVIDERS,
})
export class WorkerModule {}
