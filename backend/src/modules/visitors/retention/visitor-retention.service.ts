import { Inject, Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'timers/promises';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../../core/config/app-config';
import { monthsBefore } from '../../../core/time/days';
import {
  PURGE_ACTIONS_BATCH_SQL,
  PURGE_ANONYMOUS_VISITORS_BATCH_SQL,
  PURGE_VISIT_DAYS_BATCH_SQL,
} from '../visitors.queries';

/** Rows per DELETE: small enough that each statement holds its row locks for milliseconds. */
export const RETENTION_BATCH = 2000;
/** Pause between batches, so tracking writes and the rollup never queue behind the purge. */
export const RETENTION_PAUSE_MS = 25;

export interface PurgeResult {
  cutoff: string;
  actions: number;
  visitors: number;
}

/**
 * Raw visitor data past RETENTION_MONTHS: actions, and visitors who never signed up (no address) nor bought, are
 * deleted in short batches. Signed-up visitors and buyers stay (consent records, attribution); the daily rollups keep
 * the dashboard's history, and they never rebuild a day from before the cutoff (see retentionCutoff).
 */
@Injectable()
export class VisitorRetentionService {
  private readonly logger = new Logger(VisitorRetentionService.name);

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(ConfigService) private readonly config: AppConfig,
  ) {}

  cutoff(now = new Date()): Date {
    return retentionCutoff(this.config.get('RETENTION_MONTHS', { infer: true }), now);
  }

  async purge(now = new Date(), batch = RETENTION_BATCH, pauseMs = RETENTION_PAUSE_MS): Promise<PurgeResult> {
    const cutoff = this.cutoff(now);
    const actions = await this.inBatches(PURGE_ACTIONS_BATCH_SQL, cutoff, batch, pauseMs);
    const visitors = await this.inBatches(PURGE_ANONYMOUS_VISITORS_BATCH_SQL, cutoff, batch, pauseMs);
    // Cookieless daily counts: anonymous already; their totals stay in the rollups.
    await this.inBatches(PURGE_VISIT_DAYS_BATCH_SQL, cutoff, batch, pauseMs);
    if (actions || visitors)
      this.logger.log(
        `Retention: ${actions} action(s) and ${visitors} visitor(s) before ${cutoff.toISOString()} purged`,
      );
    return { cutoff: cutoff.toISOString(), actions, visitors };
  }

  private async inBatches(sql: string, cutoff: Date, batch: number, pauseMs: number): Promise<number> {
    let total = 0;
    for (;;) {
      const [{ n }] = await this.ds.query<Array<{ n: number }>>(sql, [cutoff, batch]);
      total += n;
      if (n < batch) return total;
      await sleep(pauseMs);
    }
  }
}

/** The instant before which raw visitor data is purged: `months` calendar months before `now`. */
export const retentionCutoff = (months: number, now = new Date()): Date => monthsBefore(now, months);
