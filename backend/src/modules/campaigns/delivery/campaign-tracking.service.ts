import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isUuid } from '../../../core/validation/uuid-param.pipe';
import { VisitorsService } from '../../visitors/visitors.service';
import { CAMPAIGN_MESSAGES } from '../campaigns.constants';
import { RECORD_CLICK_SQL, RECORD_OPEN_SQL, SEND_VISITOR_SQL } from '../campaigns.queries';
import { CampaignLinkSigner } from './campaign-link.signer';

/** Opens, clicks and unsubscribes coming from campaign e-mails (public, no sign-in). */
@Injectable()
export class CampaignTrackingService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly signer: CampaignLinkSigner,
    private readonly visitors: VisitorsService,
  ) {}

  /** First open only; unknown ids are ignored (the pixel is served anyway). */
  async open(sendId: string): Promise<void> {
    if (!isUuid(sendId)) return;
    await this.ds.query(RECORD_OPEN_SQL, [sendId]);
  }

  /** Verifies the signed target (no open redirect), records the first click (a click implies an open). */
  async click(sendId: string, target: string | undefined, signature: string | undefined): Promise<string> {
    if (
      !isUuid(sendId) ||
      !target ||
      !/^https?:\/\//i.test(target) ||
      !this.signer.verify('click', sendId, target, signature)
    ) {
      throw new BadRequestException(CAMPAIGN_MESSAGES.invalidLink);
    }
    await this.ds.query(RECORD_CLICK_SQL, [sendId]);
    return target;
  }

  /** Stops every further campaign e-mail to the visitor this send went to. Idempotent. */
  async unsubscribe(sendId: string, signature: string | undefined): Promise<void> {
    if (!isUuid(sendId) || !this.signer.verify('unsubscribe', sendId, '', signature)) {
      throw new BadRequestException(CAMPAIGN_MESSAGES.invalidLink);
    }
    const [send]: Array<{ visitorId: string }> = await this.ds.query(SEND_VISITOR_SQL, [sendId]);
    if (send) await this.visitors.unsubscribe(send.visitorId);
  }
}
