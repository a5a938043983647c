import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../core/config/app-config';
import { PurposeSigner } from '../../core/crypto/purpose-signer';
import { updateReturning } from '../../core/database/update-returning';
import { MailService } from '../../core/mail/mail.service';
import { isUuid } from '../../core/validation/uuid-param.pipe';
import { normalizeEmail } from '../../core/validation/transforms';
import { CONSENT_MAIL_KIND, CONSENT_SOURCE_WEBINAR, CONSENT_TEXT } from './visitors.constants';

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
      const claimed = await updateReturning<{ id: string }>(
        this.db,
        `UPDATE visitors SET email = $1 WHERE id = $2 AND email IS NULL RETURNING id`,
        [email, s.visitorId],
      );
      contactId = claimed[0]?.id ?? null;
      // A concurrent sign-up took the address first: that row is the contact.
      contactId ??= await this.holderOf(email);
    }
    if (!contactId) {
      const created = await this.db.query<Array<{ id: string }>>(
        `INSERT INTO visitors ("sessionId", email, "landingPage") VALUES ($1, $2, '/')
         ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email RETURNING id`,
        [`signup:${email}`.slice(0, 128), email],
      );
      contactId = created[0].id;
    }
    await this.db.query(
      `UPDATE visitors SET "firstName" = $2, "lastName" = $3, "phoneNumber" = COALESCE($4, "phoneNumber"),
              "hasShownInterest" = true WHERE id = $1`,
      [contactId, s.firstName, s.lastName, s.phoneNumber],
    );
    const confirmationSent = s.consent ? await this.recordConsent(contactId, s.ip) : false;
    return { contactId, confirmationSent };
  }

  /** Consent given (kept if already given) and, while unconfirmed, the one confirmation mail. */
  private async recordConsent(visitorId: string, ip: string | null): Promise<boolean> {
    await this.db.query(
      `UPDATE visitors SET "consentGivenAt" = now(), "consentIp" = $2, "consentText" = $3, "consentSource" = $4
        WHERE id = $1 AND "consentGivenAt" IS NULL`,
      [visitorId, ip?.slice(0, 64) ?? null, CONSENT_TEXT, CONSENT_SOURCE_WEBINAR],
    );
    const claimed = await updateReturning<{ id: string }>(
      this.db,
      `UPDATE visitors SET "confirmationSentAt" = now()
        WHERE id = $1 AND "confirmationSentAt" IS NULL AND "consentConfirmedAt" IS NULL AND "unsubscribedAt" IS NULL
        RETURNING id`,
      [visitorId],
    );
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
    const [row] = await this.db.query<Array<{ email: string | null }>>(`SELECT email FROM visitors WHERE id = $1`, [
      visitorId,
    ]);
    if (!row?.email) return false;
    if (!this.signer.verify(signature, visitorId, normalizeEmail(row.email))) return false;
    await this.db.query(
      `UPDATE visitors SET "consentConfirmedAt" = now() WHERE id = $1 AND "consentConfirmedAt" IS NULL`,
      [visitorId],
    );
    return true;
  }

  /** The visitor row that holds this address: the contact. */
  private async holderOf(email: string): Promise<string | null> {
    const rows = await this.db.query<Array<{ id: string }>>(`SELECT id FROM visitors WHERE email = $1`, [email]);
    return rows[0]?.id ?? null;
  }
}
