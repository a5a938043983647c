import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'crypto';
import Redis from 'ioredis';
import type { SessionUser } from '../../../core/auth/session-user';
import { CacheBus } from '../../../core/cache/cache-bus';
import { LocalCache } from '../../../core/cache/local-cache';
import { AppConfig } from '../../../core/config/app-config';
import { REDIS } from '../../../core/redis/redis.module';
import {
  SESSION_ABSOLUTE_SECONDS,
  SESSION_CACHE_MAX_AGE_MS,
  SESSION_CACHE_MAX_ENTRIES,
  SESSION_IDLE_SECONDS,
  USER_SNAPSHOT_TTL_SECONDS,
} from '../auth.constants';

/**
 * Opens a session: sess:<sid> = uid (idle TTL) and the sid added to usess:<uid> (for "end all sessions").
 * Members of usess whose session has expired are dropped on the way, so the set stays small.
 * KEYS: sess:<sid>, usess:<uid>. ARGV: uid, sid, idle ttl, absolute ttl, key prefix.
 */
const OPEN_SCRIPT = `
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[3])
for _, sid in ipairs(redis.call('SMEMBERS', KEYS[2])) do
  if redis.call('EXISTS', ARGV[5] .. 'sess:' .. sid) == 0 then redis.call('SREM', KEYS[2], sid) end
end
redis.call('SADD', KEYS[2], ARGV[2])
redis.call('EXPIRE', KEYS[2], ARGV[4])
return 1
`;

/**
 * Checks a session and slides its idle timeout, in one round trip. Answers nil when the session is gone or
 * belongs to someone else, else {uid, user snapshot or false}.
 * KEYS: sess:<sid>, usr:<uid>. ARGV: uid, idle ttl.
 */
const TOUCH_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return nil end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return {ARGV[1], redis.call('GET', KEYS[2])}
`;

/** Ends every session of a user. KEYS: usess:<uid>, usr:<uid>. ARGV: key prefix. */
const END_ALL_SCRIPT = `
for _, sid in ipairs(redis.call('SMEMBERS', KEYS[1])) do redis.call('DEL', ARGV[1] .. 'sess:' .. sid) end
redis.call('DEL', KEYS[1], KEYS[2])
return 1
`;

type SessionRedis = Redis & {
  sessionOpen(numKeys: number, ...args: Array<string | number>): Promise<number>;
  sessionTouch(numKeys: number, ...args: Array<string | number>): Promise<[string, string | null] | null>;
  sessionEndAll(numKeys: number, ...args: string[]): Promise<number>;
};

export interface TouchedSession {
  userId: string;
  /** The cached profile (JSON), or null when it must be read from the database. */
  snapshot: string | null;
}

const BUS_TOPIC = 'sessions';

/**
 * Server-side session records in Redis, shared by every API replica: ending a session (logout, password change,
 * reset, suspension, deletion) takes effect on the next request everywhere. The signed cookie only says which
 * record to look at; without its record it is worthless.
 *
 * Each replica remembers a checked session for at most SESSION_CACHE_MAX_AGE_MS (1 s), so a busy session costs
 * one Redis round trip per second, not one per request. Ending a session drops it here and, through the cache
 * bus, on every other replica at once; the 1 s age bounds staleness even if a bus message is lost.
 */
@Injectable()
export class SessionStore {
  private readonly redis: SessionRedis;
  private readonly prefix: string;
  private readonly checked = new LocalCache<SessionUser>(SESSION_CACHE_MAX_ENTRIES, SESSION_CACHE_MAX_AGE_MS);

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(ConfigService) config: AppConfig,
    private readonly bus: CacheBus,
  ) {
    bus.subscribe(BUS_TOPIC, (message) => this.forget(message));
    if (!('sessionOpen' in redis)) {
      redis.defineCommand('sessionOpen', { lua: OPEN_SCRIPT });
      redis.defineCommand('sessionTouch', { lua: TOUCH_SCRIPT });
      redis.defineCommand('sessionEndAll', { lua: END_ALL_SCRIPT });
    }
    this.redis = redis as SessionRedis;
    this.prefix = `${config.get('REDIS_PREFIX', { infer: true })}:`;
  }

  async open(userId: string): Promise<string> {
    const sid = randomBytes(18).toString('base64url');
    await this.redis.sessionOpen(
      2,
      `sess:${sid}`,
      `usess:${userId}`,
      userId,
      sid,
      SESSION_IDLE_SECONDS,
      SESSION_ABSOLUTE_SECONDS,
      this.prefix,
    );
    return sid;
  }

  async touch(sid: string, userId: string): Promise<TouchedSession | null> {
    const found = await this.redis.sessionTouch(2, `sess:${sid}`, `usr:${userId}`, userId, SESSION_IDLE_SECONDS);
    return found ? { userId: found[0], snapshot: found[1] || null } : null;
  }

  async end(sid: string, userId: string): Promise<void> {
    await this.redis.multi().del(`sess:${sid}`).srem(`usess:${userId}`, sid).exec();
    await this.changed(`sid:${sid}`);
  }

  async endAll(userId: string): Promise<void> {
    await this.redis.sessionEndAll(2, `usess:${userId}`, `usr:${userId}`, this.prefix);
    await this.changed(`user:${userId}`);
  }

  async saveSnapshot(userId: string, json: string): Promise<void> {
    await this.redis.set(`usr:${userId}`, json, 'EX', USER_SNAPSHOT_TTL_SECONDS);
  }

  async dropSnapshot(userId: string): Promise<void> {
    await this.redis.del(`usr:${userId}`);
    await this.changed(`user:${userId}`);
  }

  /** A session checked within the last second on this replica (the user it resolved to), if any. */
  recent(sid: string, userId: string): SessionUser | undefined {
    const user = this.checked.get(sid);
    return user?.id === userId ? user : undefined;
  }

  remember(sid: string, user: SessionUser): void {
    this.checked.set(sid, user);
  }

  private async changed(message: string): Promise<void> {
    this.forget(message);
    await this.bus.publish(BUS_TOPIC, message);
  }

  private forget(message: string): void {
    const [kind, id] = message.split(':');
    if (kind === 'sid') this.checked.delete(id);
    else if (kind === 'user') this.checked.deleteWhere((user) => user.id === id);
  }
}
