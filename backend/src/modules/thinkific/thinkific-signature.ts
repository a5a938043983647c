import { createHmac, timingSafeEqual } from 'crypto';

/** Hex HMAC-SHA256 of the raw request body, as Thinkific signs its webhooks. */
export function signThinkificBody(rawBody: Buffer | string, secret: string): string {
  return createHmac('sha256', secret).update(rawBody).digest('hex');
}

/** Constant-time comparison of the received header with the expected signature. */
export function isValidThinkificSignature(
  rawBody: Buffer | string,
  secret: string,
  header: string | undefined,
): boolean {
  if (!header || !/^[0-9a-f]+$/i.test(header.trim())) return false;
  const expected = Buffer.from(signThinkificBody(rawBody, secret), 'hex');
  const received = Buffer.from(header.trim(), 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}
