import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { type CsvColumn, type CsvFile, toCsv } from '../../../core/csv/csv';
import { DAY_MS, isoDay, utcDay } from '../../../core/time/days';
import { ANALYTICS_CSV_COLUMNS } from './analytics-csv';
import { AnalyticsRollupService } from './analytics-rollup.service';
import {
  AnalyticsCampaignDto,
  AnalyticsDayDto,
  AnalyticsDto,
  AnalyticsFunnelStepDto,
  AnalyticsQueryDto,
  AnalyticsSourceDto,
  ANALYTICS_TABLES,
  type AnalyticsTable,
} from './analytics.dto';
import { CAMPAIGNS_SQL, DAILY_SQL, FUNNEL_SQL, SOURCES_SQL } from './analytics.queries';

export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;
const TOP_SOURCES = 50;

const pct = (n: number, of: number) => Math.round((n / of) * 10_000) / 100;
/** Gmail's and Yahoo's line for bulk senders (2024): spam complaints under 0.3% of mail delivered. */
export const COMPLAINT_RATE_LIMIT = 0.3;

/**
 * The marketing dashboard over one date range (UTC days, both ends included), summed by four small queries over
 * the daily rollups the worker keeps (today rebuilt every minute): a 90-day range is a few thousand rows, whatever
 * the traffic.
 */
@Injectable()
export class AnalyticsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly rollup: AnalyticsRollupService,
  ) {}

  async report(q: AnalyticsQueryDto, now = new Date()): Promise<AnalyticsDto> {
    const today = utcDay(now);
    const to = q.to ? new Date(`${q.to}T00:00:00Z`) : today;
    const from = q.from
      ? new Date(`${q.from}T00:00:00Z`)
      : new Date(to.getTime() - (ANALYTICS_DEFAULT_DAYS - 1) * DAY_MS);
    if (from > to) throw new BadRequestException('from must not be after to');
    if ((to.getTime() - from.getTime()) / DAY_MS + 1 > ANALYTICS_MAX_DAYS)
      throw new BadRequestException(`The range may be at most ${ANALYTICS_MAX_DAYS} days`);
    const range = [isoDay(from), isoDay(new Date(to.getTime() + DAY_MS))];
    const [daily, [f], sources, campaigns, asOf] = await Promise.all([
      this.db.query<AnalyticsDayDto[]>(DAILY_SQL, range),
      this.db.query<Array<{ visits: number; signups: number; enrollClicks: number; purchases: number }>>(
        FUNNEL_SQL,
        range,
      ),
      this.db.query<AnalyticsSourceDto[]>(SOURCES_SQL, [...range, TOP_SOURCES]),
      this.db.query<AnalyticsCampaignDto[]>(CAMPAIGNS_SQL, range),
      this.rollup.refreshedAt(),
    ]);
    const steps: Array<[string, number]> = [
      ['Visits', f.visits],
      ['Webinar sign-ups', f.signups],
      ['Enroll clicks', f.enrollClicks],
      ['Purchases', f.purchases],
    ];
    const funnel: AnalyticsFunnelStepDto[] = steps.map(([step, count], i) => ({
      step,
      count,
      // No rate after a step nobody reached (a purchase without a click on the site is not "0%" of nothing).
      // A step counts people who got there in the range, some of them via the previous step before it (a purchase
      // from an earlier sign-up): the rate stops at 100% and the excess is reported as such, never 200%.
      rate: i === 0 || !steps[i - 1][1] ? null : pct(Math.min(count, steps[i - 1][1]), steps[i - 1][1]),
      beyondPrevious: i === 0 ? 0 : Math.max(0, count - steps[i - 1][1]),
    }));
    const sent = campaigns.reduce((n, c) => n + c.sent, 0);
    const complaintRate = sent
      ? pct(
          campaigns.reduce((n, c) => n + c.complained, 0),
          sent,
        )
      : null;
    return {
      from: range[0],
      to: isoDay(to),
      asOf: asOf?.toISOString() ?? null,
      daily,
      funnel,
      sources,
      campaigns,
      complaintRate,
      complaintRateLimit: COMPLAINT_RATE_LIMIT,
    };
  }

  /** One part of the report as a CSV file named after it and its range (daily-2026-10-25_2026-11-23.csv). */
  async exportCsv(table: string, q: AnalyticsQueryDto): Promise<CsvFile> {
    if (!ANALYTICS_TABLES.includes(table as AnalyticsTable))
      throw new NotFoundException(`No such part of the report: ${ANALYTICS_TABLES.join(', ')}`);
    const report = await this.report(q);
    const part = table as AnalyticsTable;
    const columns = ANALYTICS_CSV_COLUMNS[part] as ReadonlyArray<CsvColumn<object>>;
    return { filename: `${part}-${report.from}_${report.to}.csv`, body: toCsv<object>(report[part], columns) };
  }
}
