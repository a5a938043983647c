import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CampaignsPersonalData } from './campaigns.personal-data';
import { AuthModule } from '../auth/auth.module';
import { VisitorsModule } from '../visitors/visitors.module';
import { CampaignTrackingController } from './campaign-tracking.controller';
import { CampaignsController } from './campaigns.controller';
import { CampaignsService } from './campaigns.service';
import { ConstantContactController } from './constant-contact/constant-contact.controller';
import { ConstantContactClient } from './constant-contact/constant-contact.client';
import { ConstantContactOAuthService } from './constant-contact/constant-contact-oauth.service';
import { ConstantContactService } from './constant-contact/constant-contact.service';
import { ConstantContactTokens } from './constant-contact/constant-contact-tokens.service';
import { ContactSyncEnqueuer } from './constant-contact/contact-sync.enqueuer';
import { CampaignDispatchService } from './delivery/campaign-dispatch.service';
import { CampaignLinkSigner } from './delivery/campaign-link.signer';
import { CampaignMailBuilder } from './delivery/campaign-mail.builder';
import { CampaignTestMailTemplate } from './delivery/campaign-test-mail.template';
import { CampaignMailTemplate } from './delivery/campaign-mail.template';
import { CampaignTrackingService } from './delivery/campaign-tracking.service';
import { EmailCampaign } from './entities/email-campaign.entity';
import { EmailSend } from './entities/email-send.entity';
import { Suppression } from './entities/suppression.entity';
import { SuppressionController } from './suppression/suppression.controller';
import { SuppressionService } from './suppression/suppression.service';
import { MailFeedbackService } from './webhooks/mail-feedback.service';
import { PostmarkWebhookController } from './webhooks/postmark-webhook.controller';
import { PostmarkWebhookService } from './webhooks/postmark-webhook.service';
import { SesWebhookController } from './webhooks/ses-webhook.controller';
import { SesWebhookService } from './webhooks/ses-webhook.service';

/**
 * Drip campaigns, the suppression list and the Constant Contact connection. The worker adds CampaignTickProcessor and
 * ContactSyncProcessor (see worker.module.ts); the API only enqueues.
 */
const SHARED = [
  CampaignsService,
  CampaignDispatchService,
  CampaignLinkSigner,
  CampaignMailBuilder,
  CampaignTrackingService,
  ConstantContactClient,
  ConstantContactTokens,
  ConstantContactService,
  ConstantContactOAuthService,
  ContactSyncEnqueuer,
  SuppressionService,
  CampaignsPersonalData,
];

@Module({
  imports: [TypeOrmModule.forFeature([EmailCampaign, EmailSend, Suppression]), AuthModule, VisitorsModule],
  controllers: [
    CampaignsController,
    CampaignTrackingController,
    ConstantContactController,
    SuppressionController,
    SesWebhookController,
    PostmarkWebhookController,
  ],
  providers: [
    ...SHARED,
    CampaignMailTemplate,
    CampaignTestMailTemplate,
    MailFeedbackService,
    SesWebhookService,
    PostmarkWebhookService,
  ],
  exports: [...SHARED],
})
export class CampaignsModule {}
