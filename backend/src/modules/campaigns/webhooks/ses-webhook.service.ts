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
import { SuppressionService } from '../suppression/suppression.service';
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
    private readonly suppressions: SuppressionService,
  ) {}

  async receive(body: unknown): Promise<{ type: string }> {
    const topic = this.config.get('SES_SNS_TOPIC_ARN', { infer: true });
    if (!topic) throw new NotFoundException('SES notifications are not configured (SES_SNS_TOPIC_ARN)');
    if (!isSnsMessage(body)) throw new UnauthorizedException('Not a signed Amazon SNS message');
    const origin = this.config.get('SES_SNS_CERT_ORIGIN', { infer: true });
    if (!allowedSnsUrl(body.SigningCertURL, origin, true))
      throw new UnauthorizedException('SigningCertURL is not on the Amazon SNS host');
    if (body.TopicArn !== topic) throw new UnauthorizedException('Unexpected TopicArn');
    const cert = await this.certificate(body.SigningCertURL);
    if (!verifySnsSignature(body, cert)) throw new UnauthorizedException('Invalid Amazon SNS signature');

    if (body.Type === 'SubscriptionConfirmation') await this.confirm(body, origin);
    else if (body.Type === 'Notification') await this.notification(body);
    return { type: body.Type };
  }

  private async confirm(m: SnsMessage, origin: string | undefined): Promise<void> {
    if (!m.SubscribeURL || !allowedSnsUrl(m.SubscribeURL, origin, false))
      throw new UnauthorizedException('SubscribeURL is not on the Amazon SNS host');
    const res = await this.get(m.SubscribeURL);
    if (res === null) throw new ServiceUnavailableException('Could not confirm the SNS subscription: retry later');
    this.logger.log(`SNS subscription to ${m.TopicArn} confirmed`);
  }

  /** Replays are harmless: an address already on the list is not added (or counted) twice. */
  private async notification(m: SnsMessage): Promise<void> {
    let ses: SesNotification;
    try {
      ses = JSON.parse(m.Message) as SesNotification;
    } catch {
      this.logger.warn(`SNS message ${m.MessageId}: Message is not JSON, ignored`);
      return;
    }
    const addresses = (list: SesRecipient[] | undefined) =>
      (Array.isArray(list) ? list : []).map((r) => r?.emailAddress).filter((a): a is string => typeof a === 'string');
    if (ses.notificationType === 'Bounce') {
      const type = ses.bounce?.bounceType ?? 'Undetermined';
      for (const address of addresses(ses.bounce?.bouncedRecipients)) {
        if (type === 'Permanent') await this.suppressions.hardBounce(address, `SES permanent bounce (${m.MessageId})`);
        else this.logger.log(`SES ${type} bounce for ${address}: recorded, not suppressed`);
      }
    } else if (ses.notificationType === 'Complaint') {
      const detail = `SES complaint${ses.complaint?.complaintFeedbackType ? ` (${ses.complaint.complaintFeedbackType})` : ''}`;
      for (const address of addresses(ses.complaint?.complainedRecipients))
        await this.suppressions.complained(address, detail);
    }
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
