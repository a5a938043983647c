import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailCampaign } from './entities/email-campaign.entity';
import { EmailSend } from './entities/email-send.entity';

@Module({
  imports: [TypeOrmModule.forFeature([EmailCampaign, EmailSend])],
  exports: [TypeOrmModule],
})
export class CampaignsModule {}
