import { createCipheriv, createDecipheriv, randomBytes } from 'crypto';

/** AES-256-GCM for provider tokens at rest. Output: base64(iv | tag | ciphertext). */
export class TokenCipher {
  private readonly key: Buffer;

  constructor(rawKey: string) {
    this.key = TokenCipher.parseKey(rawKey);
  }

  /** Accepts 64 hex characters or base64 of 32 bytes. */
  static parseKey(raw: string): Buffer {
    const key = /^[0-9a-f]{64}$/i.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
    if (key.length !== 32) throw new Error('TOKEN_ENCRYPTION_KEY must be 32 bytes (64 hex characters or base64)');
    return key;
  }

  encrypt(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), data]).toString('base64');
  }

  decrypt(sealed: string): string {
    const buf = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, buf.subarray(0, 12));
    decipher.setAuthTag(buf.subarray(12, 28));
    return Buffer.concat([decipher.update(buf.subarray(28)), decipher.final()]).toString('utf8');
  }
}
