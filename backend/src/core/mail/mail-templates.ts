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
  /** The message for these ids, or null when it is no longer wanted (the mail is dropped). */
  render(ref: MailRef): Promise<RenderedMail | null>;
  /** After the SMTP server accepted the message. */
  delivered?(ref: MailRef): Promise<void>;
  /** After the last attempt failed. */
  failed?(ref: MailRef, error: Error): Promise<void>;
}

@Injectable()
export class MailTemplates {
  private readonly byKind = new Map<string, MailTemplate>();

  register(kind: string, template: MailTemplate): void {
    this.byKind.set(kind, template);
  }

  get(kind: string): MailTemplate | undefined {
    return this.byKind.get(kind);
  }
}
