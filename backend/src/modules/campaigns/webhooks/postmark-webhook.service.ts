import { BadRequestException, Inject, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { createHash, timingSafeEqual } from 'crypto';
import { AppConfig } from '../../../core/config/app-config';
import { MailFeedback, MailFeedbackService } from './mail-feedback.service';

/** Postmark's bounce type for a permanent failure ("Bounce types", postmarkapp.com/developer/api/bounce-api). */
const HARD_BOUNCE = { type: 'HardBounce', code: 1 };

type Fields = Record<string, unknown>;
const text = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

/**
 * Postmark's bounce, spam-complaint and subscription-change webhooks (postmarkapp.com/developer/webhooks/*). Postmark
 * signs nothing: it sends the user and password of the webhook URL as HTTP Basic auth, checked here in constant time
 * before the body is looked at.
 */
@Injectable()
export class PostmarkWebhookService {
  constructor(
    @Inject(ConfigService) private readonly config: AppConfig,
    private readonly feedback: MailFeedbackService,
  ) {}

  async receive(authorization: string | undefined, body: unknown): Promise<{ type: string }> {
    const user = this.config.get('POSTMARK_WEBHOOK_USER', { infer: true });
    const password = this.config.get('POSTMARK_WEBHOOK_PASSWORD', { infer: true });
    if (!user || !password)
      throw new NotFoundException(
        'Postmark webhooks are not configured (POSTMARK_WEBHOOK_USER, POSTMARK_WEBHOOK_PASSWORD)',
      );
    if (!sameSecret(basicCredentials(authorization), `${user}:${password}`)) {
      this.feedback.count('postmark', 'refused');
      throw new UnauthorizedException('Wrong or missing Postmark webhook credentials');
    }
    const record = body && typeof body === 'object' && !Array.isArray(body) ? (body as Fields) : null;
    if (!record || !text(record.RecordType))
      throw new BadRequestException('Not a Postmark webhook: RecordType is missing');
    const feedback = this.read(record.RecordType, record);
    if (feedback) await this.feedback.apply(feedback);
    this.feedback.count('postmark', feedback ? 'processed' : 'ignored');
    return { type: record.RecordType };
  }

  /** The report in a record, null for records that change nothing here (Delivery, Open, Click, a reactivation...). */
  private read(recordType: string, r: Fields): MailFeedback | null {
    if (recordType === 'Bounce') {
      if (!text(r.Email) || !text(r.Type)) throw new BadRequestException('A Postmark Bounce needs Email and Type');
      return r.Type === HARD_BOUNCE.type || r.TypeCode === HARD_BOUNCE.code
        ? { kind: 'hard_bounce', address: r.Email, detail: `Postmark hard bounce (${String(r.MessageID ?? r.ID)})` }
        : { kind: 'soft_bounce', address: r.Email, detail: `Postmark ${r.Type} bounce` };
    }
    if (recordType === 'SpamComplaint') {
      if (!text(r.Email)) throw new BadRequestException('A Postmark SpamComplaint needs Email');
      return { kind: 'complaint', address: r.Email, detail: 'Postmark spam complaint' };
    }
    if (recordType === 'SubscriptionChange') {
      // Broadcast streams report complaints and unsubscribes only this way.
      if (!text(r.Recipient) || typeof r.SuppressSending !== 'boolean')
        throw new BadRequestException('A Postmark SubscriptionChange needs Recipient and SuppressSending');
      if (!r.SuppressSending) return null;
      if (r.SuppressionReason === 'HardBounce')
        return { kind: 'hard_bounce', address: r.Recipient, detail: 'Postmark hard bounce (subscription change)' };
      if (r.SuppressionReason === 'SpamComplaint')
        return { kind: 'complaint', address: r.Recipient, detail: 'Postmark spam complaint' };
      if (r.SuppressionReason === 'ManualSuppression' && r.Origin === 'Recipient')
        return { kind: 'unsubscribe', address: r.Recipient };
    }
    return null;
  }
}

/** "user:password" from an Authorization: Basic header ('' when there is none). */
function basicCredentials(header: string | undefined): string {
  const token = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? '')?.[1];
  return token ? Buffer.from(token, 'base64').toString('utf8') : '';
}

/** Equal, compared in constant time (digests, so the lengths give nothing away either). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}
