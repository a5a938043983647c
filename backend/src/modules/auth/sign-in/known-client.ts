import { createHmac, randomBytes, timingSafeEqual } from 'crypto';

/**
 * The known-client cookie: "<userId>.<clientId>.<mac>", set when a user signs in. A browser that carries a valid
 * one for the account it is signing in to has signed in there before: its attempts are counted on their own, so
 * a stranger's guessing (counted per IP and per account) cannot lock the owner out.
 */
export class KnownClients {
  constructor(private readonly secret: string) {}

  private mac(userId: string, clientId: string): string {
    return createHmac('sha256', this.secret).update(`known-client:${userId}:${clientId}`).digest('base64url');
  }

  issue(userId: string, clientId = randomBytes(12).toString('base64url')): string {
    return `${userId}.${clientId}.${this.mac(userId, clientId)}`;
  }

  /** The client id when the cookie is valid for this user, else null. */
  clientFor(cookie: unknown, userId: string | undefined): string | null {
    if (!userId || typeof cookie !== 'string') return null;
    const [uid, clientId, mac] = cookie.split('.');
    if (uid !== userId || !clientId || !mac) return null;
    const expected = Buffer.from(this.mac(uid, clientId));
    const given = Buffer.from(mac);
    return expected.length === given.length && timingSafeEqual(expected, given) ? clientId : null;
  }
}
