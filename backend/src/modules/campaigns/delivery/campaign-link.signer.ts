import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHmac, timingSafeEqual } from 'crypto';
import { AppConfig } from '../../../core/config/app-config';

/**
 * HMAC-SHA256 signatures for links in campaign e-mails (click redirects, unsubscribe), keyed from JWT_SECRET
 * with a purpose label, so a redirect can only go to a URL that was in the e-mail (no open redirect).
 */
@Injectable()
export class CampaignLinkSigner {
  private readonly key: Buffer;

  constructor(@Inject(ConfigService) config: AppConfig) {
    this.key = createHmac('sha256', config.get('JWT_SECRET', { infer: true }))
      .update('campaign-links-v1')
      .digest();
  }

  sign(purpose: 'click' | 'unsubscribe', sendId: string, value = ''): string {
    return createHmac('sha256', this.key).update(`${purpose}\n${sendId}\n${value}`).digest('base64url');
  }

  verify(purpose: 'click' | 'unsubscribe', sendId: string, value: string, signature: string | undefined): boolean {
    if (!signature) return false;
    const expected = Buffer.from(this.sign(purpose, sendId, value));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
