import { Inject, Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { mkdir, writeFile } from 'fs/promises';
import { createTransport, Transporter } from 'nodemailer';
import { resolve } from 'path';
import { AppConfig } from '../config/app-config';
import { RenderedMail } from './mail-templates';

export interface SentMail {
  messageId: string;
  /** Path of the .eml file when delivered to the local outbox. */
  outboxFile?: string;
}

/**
 * How long one SMTP exchange may stall (nodemailer waits 2 min for a connection and 10 min on a silent socket by
 * default). A stalled server fails the attempt instead, and the queue retries it, so it cannot hold a worker slot.
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/** Delivers one message: SMTP when SMTP_URL is set, else (development/test) a local outbox of .eml files. */
@Injectable()
export class MailTransport implements OnModuleDestroy {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter: Transporter;
  private readonly outboxDir?: string;
  private readonly from: string;

  constructor(@Inject(ConfigService) config: AppConfig) {
    const smtpUrl = config.get('SMTP_URL', { infer: true });
    this.from = config.get('MAIL_FROM', { infer: true });
    if (smtpUrl) {
      this.transporter = createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    } else {
      this.outboxDir = resolve(config.get('MAIL_OUTBOX_DIR', { infer: true }));
      this.transporter = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(mail: RenderedMail & { kind: string }): Promise<SentMail> {
    const info = await this.transporter.sendMail({
      from: this.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    if (!this.outboxDir) return { messageId: info.messageId };
    await mkdir(this.outboxDir, { recursive: true });
    const safeKind = mail.kind.replace(/[^a-z0-9-]/gi, '_');
    const file = resolve(this.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeKind}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    this.logger.log(`No SMTP_URL set: "${mail.subject}" written to ${file}`);
    return { messageId: info.messageId, outboxFile: file };
  }

  onModuleDestroy() {
    this.transporter.close();
  }
}
