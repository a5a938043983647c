import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { CacheBus } from '../../../core/cache/cache-bus';
import { SESSION_CACHE_MAX_AGE_MS, SESSION_CACHE_MAX_ENTRIES } from '../auth.constants';
import type { SessionRequestUser } from './session-user.mapper';

const BUS_TOPIC = 'sessions';

/**
 * The one cache of the session path: the user a session cookie resolved to on this replica, kept at most
 * SESSION_CACHE_MAX_AGE_MS (1 s) and never past the cookie's own expiry. A busy session costs one signature check
 * and one Redis round trip per second, not one per request. Ending a session or changing a user drops the entries
 * here at once and, through the cache bus, on every other replica; the 1 s age bounds staleness if a message is lost.
 */
@Injectable()
export class SessionCache {
  private readonly users = new LRUCache<string, SessionRequestUser>({
    max: SESSION_CACHE_MAX_ENTRIES,
    ttl: SESSION_CACHE_MAX_AGE_MS,
  });

  constructor(private readonly bus: CacheBus) {
    bus.subscribe(BUS_TOPIC, (message) => this.forget(message));
  }

  get(cookie: string): SessionRequestUser | undefined {
    return this.users.get(cookie);
  }

  /** Remembers a checked cookie's user, until `expiresAtMs` (the cookie's expiry) at the latest. */
  set(cookie: string, user: SessionRequestUser, expiresAtMs: number): void {
    const ttl = Math.min(SESSION_CACHE_MAX_AGE_MS, expiresAtMs - Date.now());
    if (ttl > 0) this.users.set(cookie, user, { ttl });
  }

  /** One session ended: forgotten here and on every replica. */
  sessionEnded(sessionId: string): Promise<void> {
    return this.changed(`sid:${sessionId}`);
  }

  /** A user's sessions ended or their profile changed: forgotten here and on every replica. */
  userChanged(userId: string): Promise<void> {
    return this.changed(`user:${userId}`);
  }

  private async changed(message: string): Promise<void> {
    this.forget(message);
    await this.bus.publish(BUS_TOPIC, message);
  }

  private forget(message: string): void {
    const [kind, id] = message.split(':');
    const stale = [...this.users.entries()].filter(([, user]) =>
      kind === 'sid' ? user.sessionId === id : kind === 'user' && user.id === id,
    );
    for (const [cookie] of stale) this.users.delete(cookie);
  }
}
