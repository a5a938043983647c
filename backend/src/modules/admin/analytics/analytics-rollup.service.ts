import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SettingsService } from '../../../core/settings/settings.service';
import { CAMPAIGN_DAYS_SQL, SOURCE_DAYS_SQL } from './analytics.queries';

const DAY_MS = 86_400_000;
/** Days rebuilt by the 10-minute refresh: clicks and purchases keep landing on a send's day for a week. */
export const ROLLUP_RECENT_DAYS = 8;
/** Days rebuilt by the every-minute refresh: today, and yesterday for the minutes after midnight. */
export const ROLLUP_LIVE_DAYS = 1;
export const ROLLUP_SETTING = 'analytics.rollup';
const LOCK = 'marketing-rollup';

export const utcDay = (d: Date) => new Date(`${d.toISOString().slice(0, 10)}T00:00:00Z`);

/**
 * Keeps the dashboard's daily rollups: each refresh rebuilds whole UTC days in one transaction (delete and insert),
 * under an advisory lock so two workers never interleave. The worker rebuilds today every minute and the last
 * week every 10 minutes; the first refresh backfills every day since the first visitor.
 */
@Injectable()
export class AnalyticsRollupService {
  private readonly logger = new Logger(AnalyticsRollupService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
  ) {}

  /** When the figures were last rebuilt (null: never). */
  async refreshedAt(): Promise<Date | null> {
    const row = await this.settings.get<{ refreshedAt?: string }>(ROLLUP_SETTING);
    return row?.refreshedAt ? new Date(row.refreshedAt) : null;
  }

  /**
   * Rebuilds the last `days` days before today and today (everything when the rollup is empty); returns how many
   * days were rebuilt.
   */
  async refresh(days = ROLLUP_RECENT_DAYS, now = new Date()): Promise<number> {
    const today = utcDay(now);
    const [{ filled }] = await this.db.query<Array<{ filled: boolean }>>(
      `SELECT EXISTS (SELECT 1 FROM marketing_daily) OR EXISTS (SELECT 1 FROM marketing_daily_campaigns) AS filled`,
    );
    let from = new Date(today.getTime() - days * DAY_MS);
    if (!filled) {
      const [{ first }] = await this.db.query<Array<{ first: Date | null }>>(
        `SELECT least((SELECT min("createdAt") FROM visitors), (SELECT min("createdAt") FROM email_sends)) AS first`,
      );
      if (first && first < from) from = utcDay(new Date(first));
    }
    await this.rebuild(from, new Date(today.getTime() + DAY_MS));
    await this.settings.set(ROLLUP_SETTING, { refreshedAt: now.toISOString() });
    return Math.round((today.getTime() - from.getTime()) / DAY_MS) + 1;
  }

  /** Rebuilds the days of [from, to) (UTC midnights). */
  async rebuild(from: Date, to: Date): Promise<void> {
    const started = Date.now();
    await this.db.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [LOCK]);
      await em.query(`DELETE FROM marketing_daily WHERE day >= $1::date AND day < $2::date`, [from, to]);
      await em.query(`DELETE FROM marketing_daily_campaigns WHERE day >= $1::date AND day < $2::date`, [from, to]);
      await em.query(
        `INSERT INTO marketing_daily (day, source, medium, campaign, "referrerHost", visits, signups, "enrollClicks",
                                      purchases)
         SELECT day::date, source, medium, campaign, "referrerHost", visits, signups, "enrollClicks", purchases
           FROM (${SOURCE_DAYS_SQL}) r`,
        [from, to],
      );
      await em.query(
        `INSERT INTO marketing_daily_campaigns (day, "campaignId", sent, opened, clicked, unsubscribed, purchases)
         SELECT day::date, "campaignId", sent, opened, clicked, unsubscribed, purchases FROM (${CAMPAIGN_DAYS_SQL}) r`,
        [from, to],
      );
    });
    this.logger.log(
      `Marketing rollup: ${from.toISOString().slice(0, 10)}..${to.toISOString().slice(0, 10)} in ${Date.now() - started} ms`,
    );
  }
}
