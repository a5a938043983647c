import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../core/config/app-config';
import { PurposeSigner } from '../../../core/crypto/purpose-signer';

/**
 * HMAC-SHA256 signatures for links in campaign e-mails (click redirects, unsubscribe), keyed from JWT_SECRET
 * with a purpose label, so a redirect can only go to a URL that was in the e-mail (no open redirect).
 */
@Injectable()
export class CampaignLinkSigner {
  private readonly signer: PurposeSigner;

  constructor(@Inject(ConfigService) config: AppConfig) {
    this.signer = new PurposeSigner(config.get('JWT_SECRET', { infer: true }), 'campaign-links-v1');
  }

  sign(purpose: 'click' | 'unsubscribe', sendId: string, value = ''): string {
    return this.signer.sign(purpose, sendId, value);
  }

  verify(purpose: 'click' | 'unsubscribe', sendId: string, value: string, signature: string | undefined): boolean {
    return this.signer.verify(signature, purpose, sendId, value);
  }
}
