import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { ChildProcess, spawn } from 'child_process';
import { randomBytes } from 'crypto';
import { closeSync, openSync } from 'fs';
import { AddressInfo } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { Readable } from 'stream';
import { CAMPAIGN_JOB_TICK, QUEUES } from '../../src/core/queue/queues';
import { createAdmin } from '../support/factories';
import { createTestApp, TestApp, XHR } from '../support/test-app';
import { eventually } from '../support/eventually';

/**
 * An SMTP server that accepts the first `acceptFirst` messages, then holds every further one without
 * answering (the sender waits for "250"), until `acceptAll()` is called. Only accepted messages count.
 */
class HoldingSmtp {
  accepted: string[] = [];
  held = 0;
  /**
   * What the killed worker's connections left behind: the kernel resets a dead process's sockets, so a held
   * transaction ends in ECONNRESET and a message being streamed is cut off. Expected here, and never accepted.
   */
  dropped: string[] = [];
  private acceptMore: number;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, _s, done) => void this.receive(stream, done),
  });
  port = 0;

  constructor(acceptFirst: number) {
    this.acceptMore = acceptFirst;
    this.server.on('error', (err) => this.dropped.push(err.message));
  }
  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.port = (this.server as unknown as { server: { address(): AddressInfo } }).server.address().port;
  }
  private async receive(stream: Readable, done: () => void) {
    const parsed = await simpleParser(stream).catch((err: Error) => void this.dropped.push(err.message));
    if (!parsed) return;
    if (this.acceptMore <= 0) {
      this.held++; // never answered: the worker is killed while waiting for the server's reply
      return;
    }
    this.acceptMore--;
    this.accepted.push(
      ...(Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) =>
        a.value.map((v) => v.address ?? ''),
      ),
    );
    done();
  }
  acceptAll() {
    this.acceptMore = Number.MAX_SAFE_INTEGER;
  }
  stop() {
    return new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

const until = (what: string, check: () => Promise<boolean>, timeoutMs: number) =>
  eventually(what, check, (ok) => ok, { timeoutMs, intervalMs: 200 });

describe('campaign sending survives a worker killed mid-batch', () => {
  let t: TestApp;
  let smtp: HoldingSmtp;
  const children: ChildProcess[] = [];
  const logFile = join(tmpdir(), `campaigns-crash-worker-${process.pid}.log`);

  function startWorker(): ChildProcess {
    const log = openSync(logFile, 'a');
    const child = spawn(process.execPath, ['-r', '@swc-node/register', 'src/worker.ts'], {
      cwd: join(__dirname, '..', '..'),
      env: { ...process.env, ...t.env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LOG_LEVEL: 'warn' },
      stdio: ['ignore', log, log],
    });
    closeSync(log);
    children.push(child);
    return child;
  }

  beforeAll(async () => {
    t = await createTestApp({ worker: false });
    smtp = new HoldingSmtp(8);
    await smtp.start();
  });
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
    await smtp.stop();
    await t.close();
  });

  it('gives exactly one e-mail per visitor after SIGKILL and restart', async () => {
    const visitors: string[] = [];
    for (let i = 0; i < 30; i++) {
      const email = `crash_${i}_${randomBytes(3).toString('hex')}@example.test`;
      await t.ds.query(
        `INSERT INTO visitors (email, "sessionId", "lastVisitedAt", "consentConfirmedAt")
         VALUES ($1, $2, now() - interval '3 hours', now() - interval '4 hours')`,
        [email, randomBytes(8).toString('hex')],
      );
      visitors.push(email);
    }
    const admin = await t.cookieFor(await createAdmin(t.ds));
    const { body: campaign } = await t
      .http()
      .post('/api/campaigns')
      .set(XHR)
      .set('Cookie', admin)
      .send({ name: 'Crash test', subject: 'Crash test', htmlContent: '<p>Hello</p>', sendAfterHours: 1 })
      .expect(201);
    // A new campaign is a draft: the owner activates it.
    await t.http().patch(`/api/campaigns/${campaign.id}/activate`).set(XHR).set('Cookie', admin).expect(200);
    await t.app.get<Queue>(getQueueToken(QUEUES.campaigns)).add(CAMPAIGN_JOB_TICK, {});

    const first = startWorker();
    const sentRows = async () =>
      (
        await t.ds.query(`SELECT count(*)::int AS n FROM email_sends WHERE "campaignId" = $1 AND status = 'sent'`, [
          campaign.id,
        ])
      )[0].n;
    // Mid-batch: 8 mails accepted and recorded, the next ones in the middle of their SMTP conversation.
    await until(
      'a batch in flight',
      async () => smtp.accepted.length === 8 && smtp.held > 0 && (await sentRows()) === 8,
      60_000,
    );
    first.kill('SIGKILL');
    await new Promise((r) => first.once('exit', r));
    const [{ n: claimed }] = await t.ds.query(`SELECT count(*)::int AS n FROM email_sends WHERE "campaignId" = $1`, [
      campaign.id,
    ]);
    expect(claimed).toBe(visitors.length);

    smtp.acceptAll();
    startWorker();
    // The jobs the killed worker held are recovered once their locks expire (BullMQ stalled-job check).
    await until('every visitor served', async () => (await sentRows()) === visitors.length, 150_000);
    const [{ n: pending }] = await t.ds.query(`SELECT count(*)::int AS n FROM email_sends WHERE status <> 'sent'`);
    expect(pending).toBe(0);
    expect([...smtp.accepted].sort()).toEqual([...visitors].sort());
  }, 240_000);
});
