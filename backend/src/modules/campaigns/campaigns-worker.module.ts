import { Module } from '@nestjs/common';
import { VisitorsModule } from '../visitors/visitors.module';
import { CampaignsModule } from './campaigns.module';
import { ContactSyncProcessor } from './constant-contact/contact-sync.processor';
import { ConstantContactQuota } from './constant-contact/constant-contact-quota.service';
import { CampaignTickProcessor } from './delivery/campaign-tick.processor';

/** Worker side of campaigns: the drip tick (a BullMQ job scheduler) and the contact sync. */
@Module({
  imports: [CampaignsModule, VisitorsModule],
  providers: [CampaignTickProcessor, ContactSyncProcessor, ConstantContactQuota],
})
export class CampaignsWorkerModule {}
