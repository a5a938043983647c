import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { MailRef, MailTemplates, RenderedMail } from '../../../core/mail/mail-templates';
import { CAMPAIGN_TEST_MAIL_KIND, CAMPAIGN_TEST_SUBJECT_PREFIX } from '../campaigns.constants';
import { CampaignMailBuilder } from './campaign-mail.builder';

/** "Send test to me": the campaign to the admin who asked, rendered at send time from ids only. */
@Injectable()
export class CampaignTestMailTemplate implements OnModuleInit {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly templates: MailTemplates,
    private readonly builder: CampaignMailBuilder,
  ) {}

  onModuleInit(): void {
    this.templates.register(CAMPAIGN_TEST_MAIL_KIND, { render: (ref) => this.render(ref) });
  }

  private async render({ campaignId, userId }: MailRef): Promise<RenderedMail | null> {
    if (!campaignId || !userId) return null;
    const [row] = await this.ds.query<
      Array<{
        subject: string;
        htmlContent: string;
        textContent: string | null;
        email: string | null;
        firstName: string | null;
        lastName: string | null;
      }>
    >(
      `SELECT c."subject", c."htmlContent", c."textContent", u."email", u."firstName", u."lastName"
         FROM "email_campaigns" c, "users" u WHERE c."id" = $1 AND u."id" = $2`,
      [campaignId, userId],
    );
    if (!row?.email) return null;
    const mail = this.builder.preview(row, row.email, row); // the admin's own name fills the merge tags
    return { ...mail, subject: `${CAMPAIGN_TEST_SUBJECT_PREFIX}${mail.subject}` };
  }
}
