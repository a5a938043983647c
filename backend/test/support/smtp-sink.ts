import { simpleParser } from 'mailparser';
import { AddressInfo } from 'net';
import { SMTPServer } from 'smtp-server';
import { eventually } from './eventually';

export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  raw: string;
}

/** A real SMTP server on a random local port that keeps every message it receives. */
export class SmtpSink {
  readonly messages: CapturedMail[] = [];
  /** How many messages the sink refused on purpose (refuseNext). */
  refused = 0;
  /** What those refused messages said (the sender saw them fail; nobody received them). */
  readonly refusedMessages: CapturedMail[] = [];
  private refusals = 0;
  /** Recipients refused at RCPT TO, with the reply code (refuseAddress). */
  private readonly refusedAddresses = new Map<string, number>();
  /** How many times each of those recipients was tried, and refused. */
  private readonly rcptRefusals = new Map<string, number>();
  private server?: SMTPServer;
  port = 0;
  /** Connection errors (a client that went away mid-transaction); listed when an awaited message never arrives. */
  readonly connectionErrors: string[] = [];
  /** Called when an awaited message never arrives; its text is added to the failure (the e-mail queue's state). */
  explain?: () => Promise<string>;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      // The client is this machine: no reverse DNS lookup (up to 1.5 s per connection where no resolver answers).
      disableReverseLookup: true,
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const to = address.address.toLowerCase();
        const code = this.refusedAddresses.get(to);
        if (!code) return callback();
        this.rcptRefusals.set(to, (this.rcptRefusals.get(to) ?? 0) + 1);
        const text = code >= 500 ? '5.1.1 No such user here' : '4.2.1 Mailbox busy, try again later';
        return callback(Object.assign(new Error(text), { responseCode: code }));
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const refuse = this.refusals > 0;
          if (refuse) {
            this.refusals--;
            this.refused++;
          }
          void received(refuse);
        });
        const received = async (refuse: boolean) => {
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          const to = ([] as Array<{ value: Array<{ address?: string }> }>)
            .concat((parsed.to as never) ?? [])
            .flatMap((a) => a.value.map((v) => v.address ?? ''));
          const headers: Record<string, string> = {};
          parsed.headerLines.forEach((h) => (headers[h.key] = h.line.slice(h.line.indexOf(':') + 1).trim()));
          const mail: CapturedMail = {
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            raw: raw.toString('utf8'),
          };
          if (refuse) {
            this.refusedMessages.push(mail);
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          this.messages.push(mail);
          callback();
        };
      },
    });
    // Without a listener, a client reset mid-transaction (ECONNRESET) would be thrown into the test process.
    this.server.on('error', (err) => this.connectionErrors.push(err.message));
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', () => resolve()));
    this.port = (this.server as unknown as { server: { address(): AddressInfo } }).server.address().port;
    return this;
  }

  /** Resolves with the first message matching the predicate, waiting up to timeoutMs for it to arrive. */
  waitFor(predicate: (m: CapturedMail) => boolean, timeoutMs = 15_000): Promise<CapturedMail> {
    return eventually(
      'a matching e-mail',
      () => {
        const found = this.messages.find(predicate);
        if (found) return Promise.resolve(found);
        const subjects = this.messages.map((m) => m.subject).join(' | ');
        return Promise.reject(new Error(`received ${this.messages.length}, none matching: ${subjects}`));
      },
      () => true,
      { timeoutMs, intervalMs: 50 },
    ).catch(async (err: Error) => {
      const explanation = await this.explain?.().catch((e: Error) => `(no queue report: ${e.message})`);
      const dropped = this.connectionErrors.length
        ? `SMTP connection errors: ${this.connectionErrors.join(' | ')}`
        : '';
      const detail = [explanation, dropped].filter(Boolean).join('\n');
      throw detail ? Object.assign(err, { message: `${err.message}\n${detail}` }) : err;
    });
  }

  /** Refuses the next `count` messages with 451 (a temporary failure: the sender should retry). */
  refuseNext(count = 1): void {
    this.refusals += count;
  }

  /** Refuses every message to `address` at RCPT TO: 550 (no such user, a hard bounce) or a 4xx code. */
  refuseAddress(address: string, code = 550): void {
    this.refusedAddresses.set(address.toLowerCase(), code);
  }

  /** How many deliveries to `address` were tried and refused at RCPT TO (refuseAddress). */
  refusalsOf(address: string): number {
    return this.rcptRefusals.get(address.toLowerCase()) ?? 0;
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));
  }

  clear() {
    this.messages.length = 0;
    this.refusedMessages.length = 0;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
