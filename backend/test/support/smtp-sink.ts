import { simpleParser } from 'mailparser';
import { AddressInfo } from 'net';
import { SMTPServer } from 'smtp-server';

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
  private refusals = 0;
  private server?: SMTPServer;
  private waiters: Array<() => void> = [];
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(port = 0): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          if (this.refusals > 0) {
            this.refusals--;
            this.refused++;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          void received();
        });
        const received = async () => {
          const raw = Buffer.concat(chunks);
          const parsed = await simpleParser(raw);
          const to = ([] as Array<{ value: Array<{ address?: string }> }>)
            .concat((parsed.to as never) ?? [])
            .flatMap((a) => a.value.map((v) => v.address ?? ''));
          const headers: Record<string, string> = {};
          parsed.headerLines.forEach((h) => (headers[h.key] = h.line.slice(h.line.indexOf(':') + 1).trim()));
          this.messages.push({
            to,
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
            raw: raw.toString('utf8'),
          });
          this.waiters.splice(0).forEach((w) => w());
          callback();
        };
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', () => resolve()));
    this.port = (this.server as unknown as { server: { address(): AddressInfo } }).server.address().port;
    return this;
  }

  /** Resolves with the first message matching the predicate, waiting up to timeoutMs for it to arrive. */
  async waitFor(predicate: (m: CapturedMail) => boolean, timeoutMs = 15000): Promise<CapturedMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(
          `No matching e-mail within ${timeoutMs} ms (received ${this.messages.length}: ${this.messages.map((m) => m.subject).join(' | ')})`,
        );
      await new Promise<void>((resolve) => {
        const t = setTimeout(resolve, Math.min(left, 250));
        this.waiters.push(() => {
          clearTimeout(t);
          resolve();
        });
      });
    }
  }

  /** Refuses the next `count` messages with 451 (a temporary failure: the sender should retry). */
  refuseNext(count = 1): void {
    this.refusals += count;
  }

  to(address: string): CapturedMail[] {
    return this.messages.filter((m) => m.to.includes(address.toLowerCase()) || m.to.includes(address));
  }

  clear() {
    this.messages.length = 0;
  }

  async stop() {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }
}
