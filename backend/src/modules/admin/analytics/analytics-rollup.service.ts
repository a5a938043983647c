import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SettingsService } from '../../../core/settings/settings.service';
import { VisitorRetentionService } from '../../visitors/retention/visitor-retention.service';
import { DAY_MS, isoDay, utcDay } from '../../../core/time/days';
import {
  CLEAR_CAMPAIGN_DAYS_SQL,
  CLEAR_SOURCE_DAYS_SQL,
  FILL_CAMPAIGN_DAYS_SQL,
  FILL_SOURCE_DAYS_SQL,
  FIRST_ACTIVITY_SQL,
  PURCHASE_AFTER_CLICK_DAYS,
  ROLLUP_FILLED_SQL,
  STALE_PURCHASE_DAYS_SQL,
} from './analytics.queries';

/**
 * Days rebuilt by the 10-minute refresh: a week and a day, so a day is rebuilt once more after everything that lands
 * on it has happened (each event counts on its own day; a campaign's purchases on the day of the click they
 * followed, up to 7 days later).
 */
export const ROLLUP_RECENT_DAYS = 8;
/** Days rebuilt by the every-minute refresh: today, and yesterday for the minutes after midnight. */
export const ROLLUP_LIVE_DAYS = 1;
export const ROLLUP_SETTING = 'analytics.rollup';
const LOCK = 'marketing-rollup';

/**
 * Keeps the dashboard's daily rollups: each refresh rebuilds whole UTC days in one transaction (delete and insert),
 * under an advisory lock so two workers never interleave. The worker rebuilds today every minute and the last
 * week every 10 minutes; the first refresh backfills every day since the first visitor. The 10-minute refresh also
 * rebuilds older days whose purchases were recorded late (a purchase dated at its enrollment, found by the nightly
 * reconciliation or imported with the history). Days from before the retention cutoff are never rebuilt: their raw
 * actions may be gone, and the rollup is what keeps their history.
 */
@Injectable()
export class AnalyticsRollupService {
  private readonly logger = new Logger(AnalyticsRollupService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly settings: SettingsService,
    private readonly retention: VisitorRetentionService,
  ) {}

  /** When the figures were last rebuilt (null: never). */
  async refreshedAt(): Promise<Date | null> {
    const row = await this.settings.get<{ refreshedAt?: string }>(ROLLUP_SETTING);
    return row?.refreshedAt ? new Date(row.refreshedAt) : null;
  }

  /**
   * Rebuilds the last `days` days before today and today (everything when the rollup is empty); returns how many
   * days were rebuilt. With `days` >= ROLLUP_RECENT_DAYS, older days with purchases recorded late are rebuilt too.
   */
  async refresh(days = ROLLUP_RECENT_DAYS, now = new Date()): Promise<number> {
    const today = utcDay(now);
    const [{ filled }] = await this.db.query<Array<{ filled: boolean }>>(ROLLUP_FILLED_SQL);
    let from = new Date(today.getTime() - days * DAY_MS);
    if (!filled) {
      const [{ first }] = await this.db.query<Array<{ first: Date | null }>>(FIRST_ACTIVITY_SQL);
      if (first && first < from) from = utcDay(new Date(first));
    }
    await this.rebuild(from, new Date(today.getTime() + DAY_MS), now);
    const late = days >= ROLLUP_RECENT_DAYS ? await this.rebuildLatePurchases(from, now) : 0;
    await this.settings.set(ROLLUP_SETTING, { refreshedAt: now.toISOString() });
    return Math.round((today.getTime() - from.getTime()) / DAY_MS) + 1 + late;
  }

  /**
   * Rebuilds the days of [from, to) (UTC midnights); the campaign figures from 7 days earlier, whose clicks the
   * purchases of these days may have followed.
   */
  async rebuild(from: Date, to: Date, now = new Date()): Promise<void> {
    // A day whose raw actions the retention purge may have deleted keeps the figures it was built with.
    const kept = new Date(utcDay(this.retention.cutoff(now)).getTime() + DAY_MS);
    if (from < kept) from = kept;
    if (from >= to) return;
    const started = Date.now();
    const clicksFrom = new Date(from.getTime() - PURCHASE_AFTER_CLICK_DAYS * DAY_MS);
    await this.db.transaction(async (em) => {
      await em.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [LOCK]);
      await em.query(CLEAR_SOURCE_DAYS_SQL, [isoDay(from), isoDay(to)]);
      await em.query(CLEAR_CAMPAIGN_DAYS_SQL, [isoDay(clicksFrom), isoDay(to)]);
      await em.query(FILL_SOURCE_DAYS_SQL, [from, to]);
      await em.query(FILL_CAMPAIGN_DAYS_SQL, [clicksFrom, to]);
    });
    this.logger.log(`Marketing rollup: ${isoDay(from)}..${isoDay(to)} in ${Date.now() - started} ms`);
  }

  /** Rebuilds the days before `before` whose purchases changed since they were built; returns how many. */
  private async rebuildLatePurchases(before: Date, now: Date): Promise<number> {
    const rows = await this.db.query<Array<{ day: string }>>(STALE_PURCHASE_DAYS_SQL, [isoDay(before)]);
    const days = rows.map((r) => new Date(`${r.day}T00:00:00Z`).getTime());
    // Consecutive days in one rebuild each.
    for (let i = 0; i < days.length;) {
      let j = i;
      while (j + 1 < days.length && days[j + 1] - days[j] === DAY_MS) j++;
      await this.rebuild(new Date(days[i]), new Date(days[j] + DAY_MS), now);
      i = j + 1;
    }
    if (days.length) this.logger.log(`Marketing rollup: ${days.length} earlier day(s) with late purchases rebuilt`);
    return days.length;
  }
}
