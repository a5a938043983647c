import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { MailRef, MailTemplates, RenderedMail } from '../../../core/mail/mail-templates';
import { CAMPAIGN_TEST_MAIL_KIND, CAMPAIGN_TEST_SUBJECT_PREFIX } from '../campaigns.constants';
import { UsersService } from '../../auth/users.service';
import { EmailCampaign } from '../entities/email-campaign.entity';
import { CampaignMailBuilder } from './campaign-mail.builder';

/** "Send test to me": the campaign to the admin who asked, rendered at send time from ids only. */
@Injectable()
export class CampaignTestMailTemplate implements OnModuleInit {
  constructor(
    @InjectRepository(EmailCampaign) private readonly campaigns: Repository<EmailCampaign>,
    private readonly users: UsersService,
    private readonly templates: MailTemplates,
    private readonly builder: CampaignMailBuilder,
  ) {}

  onModuleInit(): void {
    this.templates.register(CAMPAIGN_TEST_MAIL_KIND, { render: (ref) => this.render(ref) });
  }

  private async render({ campaignId, userId }: MailRef): Promise<RenderedMail | null> {
    if (!campaignId || !userId) return null;
    const [campaign, user] = await Promise.all([
      this.campaigns.findOneBy({ id: campaignId }),
      this.users.findById(userId),
    ]);
    if (!campaign || !user?.email) return null;
    // The admin's own name fills the merge tags.
    const mail = this.builder.preview(campaign, user.email, user);
    return { ...mail, subject: `${CAMPAIGN_TEST_SUBJECT_PREFIX}${mail.subject}` };
  }
}
