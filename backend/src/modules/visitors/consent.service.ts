import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { truncatedIp } from '../../core/http/truncated-ip';
import { PurposeSigner } from '../../core/crypto/purpose-signer';
import { updateReturning } from '../../core/database/update-returning';
import { MailService } from '../../core/mail/mail.service';
import { isUuid } from '../../core/validation/uuid-param.pipe';
import { normalizeEmail } from '../../core/validation/transforms';
import { CONSENT_MAIL_KIND, CONSENT_SOURCE_WEBINAR, CONSENT_TEXT } from './visitors.constants';
import {
  ADDRESS_HOLDER_SQL,
  CLAIM_ADDRESS_SQL,
  CLAIM_CONFIRMATION_MAIL_SQL,
  CONFIRM_CONSENT_SQL,
  CREATE_CONTACT_SQL,
  RECORD_CONSENT_SQL,
  UPDATE_SIGN_UP_SQL,
  VISITOR_EMAIL_SQL,
} from './visitors.queries';

export interface SignUp {
  visitorId: string | null;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  consent: boolean;
  ip: string | null;
}

/**
 * Contacts and consent (double opt-in). One contact per e-mail address: the visitor row that holds the address;
 * a second browser's sign-up updates that contact. Consent is recorded when given (time, IP, the words shown,
 * the form) and counts only once confirmed from the e-mailed link; an unconfirmed address gets one confirmation
 * e-mail, ever.
 */
@Injectable()
export class ConsentService {
  private readonly signer: PurposeSigner;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly mail: MailService,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {
    this.signer = new PurposeSigner(config.get('JWT_SECRET', { infer: true }), 'consent-confirm-v1');
  }

  /** Attaches the contact; returns its visitor id and whether a confirmation e-mail was queued. */
  async signUp(s: SignUp): Promise<{ contactId: string; confirmationSent: boolean }> {
    const email = normalizeEmail(s.email);
    let contactId = await this.holderOf(email);
    if (!contactId && s.visitorId) {
      const claimed = await updateReturning<{ id: string }>(this.db, CLAIM_ADDRESS_SQL, [email, s.visitorId]);
      contactId = claimed[0]?.id ?? null;
      // A concurrent sign-up took the address first: that row is the contact.
      contactId ??= await this.holderOf(email);
    }
    if (!contactId) {
      const created = await this.db.query<Array<{ id: string }>>(CREATE_CONTACT_SQL, [
        `signup:${email}`.slice(0, 128),
        email,
      ]);
      contactId = created[0].id;
    }
    await this.db.query(UPDATE_SIGN_UP_SQL, [contactId, s.firstName, s.lastName, s.phoneNumber]);
    const confirmationSent = s.consent ? await this.recordConsent(contactId, s.ip) : false;
    return { contactId, confirmationSent };
  }

  /** Consent given (kept if already given) and, while unconfirmed, the one confirmation mail. */
  private async recordConsent(visitorId: string, ip: string | null): Promise<boolean> {
    await this.db.query(RECORD_CONSENT_SQL, [visitorId, truncatedIp(ip), CONSENT_TEXT, CONSENT_SOURCE_WEBINAR]);
    const claimed = await updateReturning<{ id: string }>(this.db, CLAIM_CONFIRMATION_MAIL_SQL, [visitorId]);
    if (!claimed.length) return false;
    await this.mail.enqueue({ kind: CONSENT_MAIL_KIND, ref: { visitorId } }, `consent:${visitorId}`);
    return true;
  }

  /** The confirmation link for this visitor and address (valid only while the address is the same). */
  confirmUrl(visitorId: string, email: string): string {
    const base = this.config.get('APP_URL', { infer: true }).replace(/\/$/, '');
    const s = this.signer.sign(visitorId, normalizeEmail(email));
    return `${base}/api/consent/confirm?${new URLSearchParams({ v: visitorId, s }).toString()}`;
  }

  /** Confirms from the e-mailed link; false when the link is not valid for the stored address. */
  async confirm(visitorId: string, signature: string): Promise<boolean> {
    if (!isUuid(visitorId)) return false;
    const [row] = await this.db.query<Array<{ email: string | null }>>(VISITOR_EMAIL_SQL, [visitorId]);
    if (!row?.email) return false;
    if (!this.signer.verify(signature, visitorId, normalizeEmail(row.email))) return false;
    await this.db.query(CONFIRM_CONSENT_SQL, [visitorId]);
    return true;
  }

  /** The visitor row that holds this address: the contact. */
  private async holderOf(email: string): Promise<string | null> {
    const rows = await this.db.query<Array<{ id: string }>>(ADDRESS_HOLDER_SQL, [email]);
    return rows[0]?.id ?? null;
  }
}
