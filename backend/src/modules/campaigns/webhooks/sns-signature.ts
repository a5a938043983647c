import { createVerify } from 'crypto';

/**
 * Amazon SNS message signatures, as "Verifying the signatures of Amazon SNS messages" documents them
 * (https://docs.aws.amazon.com/sns/latest/dg/sns-verify-signature-of-message.html): the string to sign is
 * "Name\nValue\n" for a fixed list of fields in byte order, signed with SHA1withRSA (SignatureVersion 1) or
 * SHA256withRSA (SignatureVersion 2) by the key of the X.509 certificate at SigningCertURL.
 */
export interface SnsMessage {
  Type: string;
  MessageId: string;
  TopicArn: string;
  Message: string;
  Timestamp: string;
  SignatureVersion: string;
  Signature: string;
  SigningCertURL: string;
  Subject?: string;
  SubscribeURL?: string;
  Token?: string;
}

const NOTIFICATION_FIELDS = ['Message', 'MessageId', 'Subject', 'Timestamp', 'TopicArn', 'Type'] as const;
const CONFIRMATION_FIELDS = ['Message', 'MessageId', 'SubscribeURL', 'Timestamp', 'Token', 'TopicArn', 'Type'] as const;
const ALGORITHMS: Record<string, string> = { '1': 'RSA-SHA1', '2': 'RSA-SHA256' };
/** Production rule: the certificate and the SubscribeURL come from sns.<region>.amazonaws.com over HTTPS. */
const AWS_SNS_HOST = /^sns\.[a-z0-9-]+\.amazonaws\.com(\.cn)?$/;

export function snsStringToSign(m: SnsMessage): string {
  const fields = m.Type === 'Notification' ? NOTIFICATION_FIELDS : CONFIRMATION_FIELDS;
  return fields
    .filter((f) => typeof m[f] === 'string')
    .map((f) => `${f}\n${m[f]}\n`)
    .join('');
}

/** True when `url` may be fetched: on SNS's own host (or, when set, under the configured origin, for a local fake). */
export function allowedSnsUrl(url: string, origin: string | undefined, pem: boolean): boolean {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return false;
  }
  if (pem && !u.pathname.endsWith('.pem')) return false;
  if (origin) return u.origin === new URL(origin).origin;
  return u.protocol === 'https:' && AWS_SNS_HOST.test(u.hostname);
}

export function verifySnsSignature(m: SnsMessage, certificatePem: string): boolean {
  const algorithm = ALGORITHMS[m.SignatureVersion];
  if (!algorithm) return false;
  try {
    return createVerify(algorithm).update(snsStringToSign(m), 'utf8').verify(certificatePem, m.Signature, 'base64');
  } catch {
    return false;
  }
}

export function isSnsMessage(v: unknown): v is SnsMessage {
  if (!v || typeof v !== 'object') return false;
  const m = v as Record<string, unknown>;
  return [
    'Type',
    'MessageId',
    'TopicArn',
    'Message',
    'Timestamp',
    'SignatureVersion',
    'Signature',
    'SigningCertURL',
  ].every((k) => typeof m[k] === 'string');
}
