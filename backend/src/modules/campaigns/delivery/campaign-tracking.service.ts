import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../core/validation/uuid-param.pipe';
import { VisitorsService } from '../../visitors/visitors.service';
import { CAMPAIGN_MESSAGES } from '../campaigns.constants';
import { RECORD_CLICK_SQL, RECORD_OPEN_SQL, SEND_VISITOR_SQL } from '../campaigns.queries';
import { CampaignLinkSigner } from './campaign-link.signer';
import { SuppressionService } from '../suppression/suppression.service';

/** Opens, clicks and unsubscribes coming from campaign e-mails (public, no sign-in). */
@Injectable()
export class CampaignTrackingService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly signer: CampaignLinkSigner,
    private readonly visitors: VisitorsService,
    private readonly suppressions: SuppressionService,
  ) {}

  /** First open only; unknown ids are ignored (the pixel is served anyway). */
  async open(sendId: string): Promise<void> {
    if (!isUuid(sendId)) return;
    await this.ds.query(RECORD_OPEN_SQL, [sendId]);
  }

  /** The signed target of a tracked link (no open redirect); 400 when the link was altered. Records nothing. */
  clickTarget(sendId: string, target: string | undefined, signature: string | undefined): string {
    if (
      !isUuid(sendId) ||
      !target ||
      !/^https?:\/\//i.test(target) ||
      !this.signer.verify('click', sendId, target, signature)
    ) {
      throw new BadRequestException(CAMPAIGN_MESSAGES.invalidLink);
    }
    return target;
  }

  /**
   * The first click of a person (the click page's POST, which a scanner's GET or HEAD never sends): it counts for
   * the campaign's clicks and is what a later purchase is credited to. A click implies an open.
   */
  async click(sendId: string, target: string | undefined, signature: string | undefined): Promise<void> {
    this.clickTarget(sendId, target, signature);
    await this.ds.query(RECORD_CLICK_SQL, [sendId]);
  }

  /** 400 unless the unsubscribe link is the one signed for this send. */
  checkUnsubscribeLink(sendId: string, signature: string | undefined): void {
    if (!isUuid(sendId) || !this.signer.verify('unsubscribe', sendId, '', signature)) {
      throw new BadRequestException(CAMPAIGN_MESSAGES.invalidLink);
    }
  }

  /** Stops every further campaign e-mail to the visitor this send went to; the address joins the suppression list. */
  async unsubscribe(sendId: string, signature: string | undefined): Promise<void> {
    this.checkUnsubscribeLink(sendId, signature);
    const [send]: Array<{ visitorId: string; email: string | null }> = await this.ds.query(SEND_VISITOR_SQL, [sendId]);
    if (!send) return;
    await this.visitors.unsubscribe(send.visitorId);
    if (send.email) await this.suppressions.unsubscribed(send.email);
  }
}
