import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { randomBytes } from 'crypto';
import Redis from 'ioredis';
import { AppConfig } from '../../../core/config/app-config';
import { REDIS } from '../../../core/redis/redis.module';
import { SESSION_ABSOLUTE_SECONDS, SESSION_IDLE_SECONDS } from '../auth.constants';
import { SessionCache } from './session-cache';

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
 * Checks a session and slides its idle timeout, in one round trip: 1 while it lives and belongs to this user, else 0.
 * KEYS: sess:<sid>. ARGV: uid, idle ttl.
 */
const TOUCH_SCRIPT = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1
`;

/** Ends every session of a user. KEYS: usess:<uid>. ARGV: key prefix. */
const END_ALL_SCRIPT = `
for _, sid in ipairs(redis.call('SMEMBERS', KEYS[1])) do redis.call('DEL', ARGV[1] .. 'sess:' .. sid) end
redis.call('DEL', KEYS[1])
return 1
`;

type SessionRedis = Redis & {
  sessionOpen(numKeys: number, ...args: Array<string | number>): Promise<number>;
  sessionTouch(numKeys: number, ...args: Array<string | number>): Promise<number>;
  sessionEndAll(numKeys: number, ...args: string[]): Promise<number>;
};

/**
 * Server-side session records in Redis, shared by every API replica: ending a session (logout, password change,
 * reset, suspension, deletion) takes effect on the next request everywhere. The signed cookie only says which
 * record to look at; without its record it is worthless.
 */
@Injectable()
export class SessionStore {
  private readonly redis: SessionRedis;
  private readonly prefix: string;

  constructor(
    @Inject(REDIS) redis: Redis,
    @Inject(ConfigService) config: AppConfig,
    private readonly cache: SessionCache,
  ) {
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

  /** Whether the session lives and belongs to this user; slides its idle timeout when it does. */
  async touch(sid: string, userId: string): Promise<boolean> {
    return (await this.redis.sessionTouch(1, `sess:${sid}`, userId, SESSION_IDLE_SECONDS)) === 1;
  }

  async end(sid: string, userId: string): Promise<void> {
    await this.redis.multi().del(`sess:${sid}`).srem(`usess:${userId}`, sid).exec();
    await this.cache.sessionEnded(sid);
  }

  async endAll(userId: string): Promise<void> {
    await this.redis.sessionEndAll(1, `usess:${userId}`, this.prefix);
    await this.cache.userChanged(userId);
  }
}
