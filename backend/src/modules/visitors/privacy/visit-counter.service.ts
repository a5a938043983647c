import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomBytes } from 'crypto';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../../core/redis/redis.module';
import { DAY_MS, isoDay, utcDay } from '../../../core/time/days';
import type { VisitDto } from '../dto/register-visitor.dto';
import { COUNT_VISIT_DAY_SQL, LINK_VISIT_DAY_SQL } from '../visitors.queries';

export interface VisitOrigin {
  ip: string | null;
  userAgent: string | null;
}

const SALT_KEY = (day: string) => `visitors:salt:${day}`;

/** The host of a referrer URL (the dashboard's source), or null. */
const referrerHost = (referrer?: string) => /^[a-zA-Z][a-zA-Z0-9+.-]*:\/\/([^/:?#]+)/.exec(referrer ?? '')?.[1] ?? null;

/**
 * Cookieless counting, after Plausible's published method: a visitor of the day is sha256(daily salt, IP, user
 * agent). The salt is random per UTC day, shared by the replicas in Redis and expiring at the day's end, so nobody
 * (us included) can recompute a hash once its day is over, and the same person on two days gives two unrelated
 * hashes. Neither the IP nor the user agent is stored; the browser stores nothing.
 */
@Injectable()
export class VisitCounter {
  private salt: { day: string; value: string } | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** Counts this person once for today (a second visit the same day changes nothing). */
  async count(visit: VisitDto, origin: VisitOrigin, now = new Date()): Promise<void> {
    const day = isoDay(now);
    await this.db.query(COUNT_VISIT_DAY_SQL, [
      day,
      await this.hash(origin, now),
      visit.utmSource ?? null,
      visit.utmMedium ?? null,
      visit.utmCampaign ?? null,
      referrerHost(visit.referrer)?.slice(0, 255) ?? null,
    ]);
  }

  /** This person became visitor `visitorId` today (consent given): the visitor row counts them, not the hash. */
  async link(visitorId: string, origin: VisitOrigin, now = new Date()): Promise<void> {
    await this.db.query(LINK_VISIT_DAY_SQL, [isoDay(now), await this.hash(origin, now), visitorId]);
  }

  async hash(origin: VisitOrigin, now = new Date()): Promise<string> {
    const salt = await this.saltOf(now);
    return createHash('sha256')
      .update(`${salt}|${origin.ip ?? ''}|${origin.userAgent ?? ''}`)
      .digest('hex');
  }

  /** Today's salt: made by the first replica to need it, gone from Redis (and from here) when the day ends. */
  private async saltOf(now: Date): Promise<string> {
    const day = isoDay(now);
    if (this.salt?.day === day) return this.salt.value;
    const endOfDay = Math.floor((utcDay(now).getTime() + DAY_MS) / 1000);
    const key = SALT_KEY(day);
    await this.redis.set(key, randomBytes(32).toString('hex'), 'EXAT', endOfDay, 'NX');
    const value = await this.redis.get(key);
    if (!value) throw new Error('The daily salt could not be read');
    this.salt = { day, value };
    return value;
  }
}
