import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, IsNull, LessThanOrEqual, Repository } from 'typeorm';
import { MailService } from '../../../core/mail/mail.service';
import {
  CAMPAIGN_BATCH_SIZE,
  CAMPAIGN_MAIL_KIND,
  CAMPAIGN_MAX_PER_TICK,
  QUEUED_RECOVERY_AFTER_MINUTES,
} from '../campaigns.constants';
import { EmailCampaign } from '../entities/email-campaign.entity';
import { CLAIM_ELIGIBLE_SQL, COUNT_ELIGIBLE_SQL, SELECT_ELIGIBLE_SQL, STALE_QUEUED_SQL } from '../campaigns.queries';

export interface EligibleVisitorRow {
  id: string;
  email: string;
  lastVisitedAt: Date;
}

/**
 * The drip: finds eligible visitors and claims one email_sends row each (INSERT ... ON CONFLICT DO NOTHING).
 * The unique key (campaignId, visitorId) decides who sends: only the inserter enqueues the mail, with the
 * row id as the job id, so ticks on several workers, retried ticks and restarts never queue a visitor twice.
 */
@Injectable()
export class CampaignDispatchService {
  private readonly logger = new Logger(CampaignDispatchService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(EmailCampaign) private readonly campaigns: Repository<EmailCampaign>,
    private readonly mail: MailService,
  ) {}

  eligibleVisitors(
    campaign: Pick<EmailCampaign, 'id' | 'sendAfterHours'>,
    limit = 1000,
    asOf = new Date(),
  ): Promise<EligibleVisitorRow[]> {
    return this.ds.query(SELECT_ELIGIBLE_SQL, [campaign.id, campaign.sendAfterHours, asOf, limit]);
  }

  /** The number eligibleVisitors would list without its limit: what the Activate confirmation shows. */
  async countEligible(campaign: Pick<EmailCampaign, 'id' | 'sendAfterHours'>, asOf = new Date()): Promise<number> {
    const [row] = await this.ds.query<Array<{ count: number }>>(COUNT_ELIGIBLE_SQL, [
      campaign.id,
      campaign.sendAfterHours,
      asOf,
    ]);
    return row.count;
  }

  /** Active campaigns whose start (if any) has come: drafts, paused ones and those not started yet are skipped. */
  private due(now: Date): Promise<EmailCampaign[]> {
    return this.campaigns.findBy([
      { isActive: true, startsAt: IsNull() },
      { isActive: true, startsAt: LessThanOrEqual(now) },
    ]);
  }

  /** One drip tick: every due campaign, then the recovery of lost jobs. Returns the mails enqueued. */
  async tick(): Promise<number> {
    let total = 0;
    for (const campaign of await this.due(new Date())) total += await this.dispatch(campaign);
    total += await this.recoverQueued();
    if (total) this.logger.log(`Campaign tick: ${total} e-mail(s) enqueued`);
    return total;
  }

  async dispatch(campaign: EmailCampaign): Promise<number> {
    let sent = 0;
    while (sent < CAMPAIGN_MAX_PER_TICK) {
      const claimed: Array<{ sendId: string }> = await this.ds.query(CLAIM_ELIGIBLE_SQL, [
        campaign.id,
        campaign.sendAfterHours,
        new Date(),
        CAMPAIGN_BATCH_SIZE,
      ]);
      // One Redis transaction per batch, not a round trip per mail.
      await this.mail.enqueueMany(claimed.map((row) => this.message(row.sendId)));
      sent += claimed.length;
      if (claimed.length < CAMPAIGN_BATCH_SIZE) break;
    }
    return sent;
  }

  /** Rows claimed by a worker that died before enqueueing: enqueued again under the same job id (a no-op if it exists). */
  async recoverQueued(): Promise<number> {
    const rows: Array<{ sendId: string }> = await this.ds.query(STALE_QUEUED_SQL, [
      QUEUED_RECOVERY_AFTER_MINUTES,
      CAMPAIGN_BATCH_SIZE,
    ]);
    await this.mail.enqueueMany(rows.map((row) => this.message(row.sendId)));
    return 0;
  }

  /** The job holds the email_sends id only; the worker renders the mail (CampaignMailTemplate). */
  private message(sendId: string) {
    return { mail: { kind: CAMPAIGN_MAIL_KIND, ref: { emailSendId: sendId } }, dedupeKey: sendId };
  }
}
