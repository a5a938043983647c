import { randomBytes } from 'crypto';
import { TokenCipher } from './token.cipher';

describe('TokenCipher', () => {
  const hexKey = randomBytes(32).toString('hex');

  it('round-trips and never stores the plain text', () => {
    const c = new TokenCipher(hexKey);
    const sealed = c.encrypt('secret-access-token');
    expect(sealed).not.toContain('secret-access-token');
    expect(c.decrypt(sealed)).toBe('secret-access-token');
    expect(c.encrypt('x')).not.toBe(c.encrypt('x'));
  });

  it('accepts a base64 key and refuses a short one', () => {
    const b64 = new TokenCipher(randomBytes(32).toString('base64'));
    expect(b64.decrypt(b64.encrypt('refresh-token'))).toBe('refresh-token');
    expect(() => new TokenCipher('abcd')).toThrow(/32 bytes/);
  });

  it('rejects tampered data and the wrong key', () => {
    const c = new TokenCipher(hexKey);
    const sealed = Buffer.from(c.encrypt('token'), 'base64');
    sealed[sealed.length - 1] ^= 1;
    expect(() => c.decrypt(sealed.toString('base64'))).toThrow();
    expect(() => new TokenCipher(randomBytes(32).toString('hex')).decrypt(c.encrypt('token'))).toThrow();
  });
});
