import { execFileSync } from 'child_process';
import { createSign, randomUUID } from 'crypto';
import { mkdtempSync, readFileSync, rmSync } from 'fs';
import { createServer } from 'http';
import { AddressInfo } from 'net';
import { tmpdir } from 'os';
import { join } from 'path';
import { SNS_TOPIC_ARN } from './fixtures/ses-sns.fixtures';
import { closeServer } from './index';

export { sesBounce, sesComplaint, SNS_TOPIC_ARN } from './fixtures/ses-sns.fixtures';

/** A self-signed X.509 certificate and its key (openssl; tests only). */
function keyPair(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'sns-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=sns.test',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem'), 'utf8'), cert: readFileSync(join(dir, 'cert.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const NOTIFICATION = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'];
const CONFIRMATION = ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'];

/**
 * A local Amazon SNS: serves its signing certificate at /SimpleNotificationService-fake.pem, records the GETs of
 * SubscribeURL (/confirm?Token=...), and signs messages as SNS does (string to sign per
 * https://docs.aws.amazon.com/sns/latest/dg/sns-verify-signature-of-message.html).
 */
export class SesSnsFake {
  url = '';
  readonly confirmations: string[] = [];
  readonly certFetches: string[] = [];
  private readonly pair = keyPair();

  get certUrl(): string {
    return `${this.url}/SimpleNotificationService-fake.pem`;
  }

  sign(m: Record<string, string>, version: '1' | '2' = '1', key = this.pair.key): Record<string, string> {
    const fields = m.Type === 'Notification' ? NOTIFICATION : CONFIRMATION;
    const text = fields
      .filter((f) => m[f] !== undefined)
      .map((f) => `${f}\n${m[f]}\n`)
      .join('');
    const signature = createSign(version === '1' ? 'RSA-SHA1' : 'RSA-SHA256')
      .update(text)
      .sign(key, 'base64');
    return { ...m, SignatureVersion: version, Signature: signature };
  }

  notification(message: object, over: Record<string, string> = {}, version: '1' | '2' = '1'): Record<string, string> {
    return this.sign(
      {
        Type: 'Notification',
        MessageId: randomUUID(),
        TopicArn: SNS_TOPIC_ARN,
        Message: JSON.stringify(message),
        Timestamp: new Date().toISOString(),
        SigningCertURL: this.certUrl,
        UnsubscribeURL: `${this.url}/unsubscribe`,
        ...over,
      },
      version,
    );
  }

  subscriptionConfirmation(): Record<string, string> {
    const token = randomUUID();
    return this.sign({
      Type: 'SubscriptionConfirmation',
      MessageId: randomUUID(),
      Token: token,
      TopicArn: SNS_TOPIC_ARN,
      Message: `You have chosen to subscribe to the topic ${SNS_TOPIC_ARN}.`,
      SubscribeURL: `${this.url}/confirm?Action=ConfirmSubscription&Token=${token}`,
      Timestamp: new Date().toISOString(),
      SigningCertURL: this.certUrl,
    });
  }

  /** Another key than the certificate's: what a forger has. */
  static otherKey(): string {
    return keyPair().key;
  }
}

export async function startSesSnsFake(): Promise<{
  fake: SesSnsFake;
  env: Record<string, string>;
  close: () => Promise<void>;
}> {
  const fake = new SesSnsFake();
  const server = createServer((req, res) => {
    const path = req.url ?? '';
    if (req.method === 'GET' && path === '/SimpleNotificationService-fake.pem') {
      fake.certFetches.push(path);
      res.writeHead(200, { 'content-type': 'application/x-pem-file' }).end(fake['pair'].cert);
    } else if (req.method === 'GET' && path.startsWith('/confirm?')) {
      fake.confirmations.push(new URL(path, fake.url).searchParams.get('Token') ?? '');
      res.writeHead(200, { 'content-type': 'text/xml' }).end('<ConfirmSubscriptionResponse/>');
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    fake,
    env: { SES_SNS_TOPIC_ARN: SNS_TOPIC_ARN, SES_SNS_CERT_ORIGIN: fake.url },
    close: () => closeServer(server),
  };
}
