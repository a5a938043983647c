import { Injectable } from '@nestjs/common';

/** A message ready for the transport. Only ever built in the worker, at send time. */
export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
}

/** The ids a mail job carries (a user id, an email_sends id...): never an address, a token or a password. */
export type MailRef = Record<string, string>;

/**
 * How one kind of mail is built and recorded. Modules register theirs; the e-mail processor looks them up by kind.
 * Rendering at send time keeps secrets (reset links, set-password links, signed unsubscribe links) out of Redis,
 * Bull Board and logs: they exist only in the message that goes out.
 */
export interface MailTemplate {
  /**
   * An account mail the person needs (set-password, reset, sign-in link): it goes even to a suppressed address,
   * and the suppression list notes it. Every other kind is marketing and is dropped for a suppressed address.
   */
  account?: boolean;
  /** The message for these ids, or null when it is no longer wanted (the mail is dropped). */
  render(ref: MailRef): Promise<RenderedMail | null>;
  /** After the SMTP server accepted the message. */
  delivered?(ref: MailRef): Promise<void>;
  /** After the last attempt failed. */
  failed?(ref: MailRef, error: Error): Promise<void>;
}

/**
 * The suppression list as the mail path sees it (core knows no module: the campaigns module, which owns the list,
 * registers it with MailTemplates.useSuppression).
 */
export interface MailSuppression {
  /** Why this address may not get marketing mail (e.g. "hard bounce"), or null when it may. */
  reasonFor(address: string): Promise<string | null>;
  /** An account mail went to a suppressed address all the same. */
  accountMailSent(address: string): Promise<void>;
  /** The receiving server refused the address for good (an SMTP 5xx for the recipient). */
  hardBounce(address: string, response: string): Promise<void>;
}

@Injectable()
export class MailTemplates {
  private readonly byKind = new Map<string, MailTemplate>();
  suppression?: MailSuppression;

  useSuppression(suppression: MailSuppression): void {
    this.suppression = suppression;
  }

  register(kind: string, template: MailTemplate): void {
    this.byKind.set(kind, template);
  }

  get(kind: string): MailTemplate | undefined {
    return this.byKind.get(kind);
  }
}
