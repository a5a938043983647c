import { createHmac, timingSafeEqual } from 'crypto';

/**
 * HMAC-SHA256 signatures for links the app mails out (campaign clicks and unsubscribes, consent confirmation),
 * keyed from one secret and a purpose label so a signature made for one purpose never passes for another.
 * The parts are joined with newlines before signing.
 */
export class PurposeSigner {
  private readonly key: Buffer;

  constructor(secret: string, label: string) {
    this.key = createHmac('sha256', secret).update(label).digest();
  }

  sign(...parts: string[]): string {
    return createHmac('sha256', this.key).update(parts.join('\n')).digest('base64url');
  }

  /** Constant-time comparison of `signature` with the signature of `parts`. */
  verify(signature: string | undefined, ...parts: string[]): boolean {
    if (!signature) return false;
    const expected = Buffer.from(this.sign(...parts));
    const given = Buffer.from(signature);
    return expected.length === given.length && timingSafeEqual(expected, given);
  }
}
