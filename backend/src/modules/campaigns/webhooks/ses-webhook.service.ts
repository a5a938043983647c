import {
  Inject,
  Injectable,
  Logger,
  NotFoundException,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../../../core/config/app-config';
import { ProviderHttp } from '../../../core/http-client/provider-http';
import { MailFeedbackService } from './mail-feedback.service';
import { allowedSnsUrl, isSnsMessage, SnsMessage, verifySnsSignature } from './sns-signature';

const FETCH_TIMEOUT_MS = 5000;
/** Certificates kept per URL (SNS rotates them rarely; a new URL is a new entry). */
const CERT_CACHE_MAX = 20;

interface SesRecipient {
  emailAddress?: unknown;
}
/** The SES notification in an SNS Message ("Contents of notifications for Amazon SES", SES developer guide). */
interface SesNotification {
  notificationType?: string;
  bounce?: { bounceType?: string; bouncedRecipients?: SesRecipient[] };
  complaint?: { complainedRecipients?: SesRecipient[]; complaintFeedbackType?: string };
}

/**
 * SES bounce and complaint notifications delivered by Amazon SNS over HTTP(S). Nothing happens before the SNS
 * signature checks out against a certificate fetched from SNS's own host and the topic is the configured one.
 */
@Injectable()
export class SesWebhookService {
  private readonly logger = new Logger(SesWebhookService.name);
  private readonly certs = new Map<string, string>();
  private readonly http = new ProviderHttp({ provider: 'Amazon SNS', timeoutMs: FETCH_TIMEOUT_MS });

  constructor(
    @Inject(ConfigService) private readonly config: AppConfig,
    private readonly feedback: MailFeedbackService,
  ) {}

  async receive(body: unknown): Promise<{ type: string }> {
    const topic = this.config.get('SES_SNS_TOPIC_ARN', { infer: true });
    if (!topic) throw new NotFoundException('SES notifications are not configured (SES_SNS_TOPIC_ARN)');
    const origin = this.config.get('SES_SNS_CERT_ORIGIN', { infer: true });
    const message = await this.verified(body, topic, origin).catch((err: unknown) => {
      if (err instanceof UnauthorizedException) this.feedback.count('ses', 'refused');
      throw err;
    });
    let handled = message.Type === 'SubscriptionConfirmation';
    if (handled) await this.confirm(message, origin);
    else if (message.Type === 'Notification') handled = await this.notification(message);
    this.feedback.count('ses', handled ? 'processed' : 'ignored');
    return { type: message.Type };
  }

  /** The message, once it is proven to be Amazon SNS's for our topic; 401 otherwise. */
  private async verified(body: unknown, topic: string, origin: string | undefined): Promise<SnsMessage> {
    if (!isSnsMessage(body)) throw new UnauthorizedException('Not a signed Amazon SNS message');
    if (!allowedSnsUrl(body.SigningCertURL, origin, true))
      throw new UnauthorizedException('SigningCertURL is not on the Amazon SNS host');
    if (body.TopicArn !== topic) throw new UnauthorizedException('Unexpected TopicArn');
    const cert = await this.certificate(body.SigningCertURL);
    if (!verifySnsSignature(body, cert)) throw new UnauthorizedException('Invalid Amazon SNS signature');
    return body;
  }

  private async confirm(m: SnsMessage, origin: string | undefined): Promise<void> {
    if (!m.SubscribeURL || !allowedSnsUrl(m.SubscribeURL, origin, false))
      throw new UnauthorizedException('SubscribeURL is not on the Amazon SNS host');
    const res = await this.get(m.SubscribeURL);
    if (res === null) throw new ServiceUnavailableException('Could not confirm the SNS subscription: retry later');
    this.logger.log(`SNS subscription to ${m.TopicArn} confirmed`);
  }

  /** Replays are harmless: an address already on the list is not added (or counted) twice. True when it was a report. */
  private async notification(m: SnsMessage): Promise<boolean> {
    let ses: SesNotification;
    try {
      ses = JSON.parse(m.Message) as SesNotification;
    } catch {
      this.logger.warn(`SNS message ${m.MessageId}: Message is not JSON, ignored`);
      return false;
    }
    const addresses = (list: SesRecipient[] | undefined) =>
      (Array.isArray(list) ? list : []).map((r) => r?.emailAddress).filter((a): a is string => typeof a === 'string');
    if (ses.notificationType === 'Bounce') {
      const type = ses.bounce?.bounceType ?? 'Undetermined';
      for (const address of addresses(ses.bounce?.bouncedRecipients))
        await this.feedback.apply(
          type === 'Permanent'
            ? { kind: 'hard_bounce', address, detail: `SES permanent bounce (${m.MessageId})` }
            : { kind: 'soft_bounce', address, detail: `SES ${type} bounce` },
        );
      return true;
    }
    if (ses.notificationType === 'Complaint') {
      const detail = `SES complaint${ses.complaint?.complaintFeedbackType ? ` (${ses.complaint.complaintFeedbackType})` : ''}`;
      for (const address of addresses(ses.complaint?.complainedRecipients))
        await this.feedback.apply({ kind: 'complaint', address, detail });
      return true;
    }
    return false;
  }

  private async certificate(url: string): Promise<string> {
    const cached = this.certs.get(url);
    if (cached) return cached;
    const pem = await this.get(url);
    if (!pem?.includes('-----BEGIN CERTIFICATE-----'))
      throw new ServiceUnavailableException('Could not fetch the SNS signing certificate: retry later');
    if (this.certs.size >= CERT_CACHE_MAX) this.certs.clear();
    this.certs.set(url, pem);
    return pem;
  }

  /** The answer's text through the app's one outbound HTTP layer (timeout, retries, the provider's call metrics), or null. */
  private async get(url: string): Promise<string | null> {
    const res = await this.http
      .send<unknown>({ method: 'GET', url: new URL(url), headers: { Accept: '*/*' } })
      .catch(() => null);
    return res === null ? null : typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  }
}
