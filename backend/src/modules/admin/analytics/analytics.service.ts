import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AnalyticsRollupService, utcDay } from './analytics-rollup.service';
import {
  AnalyticsCampaignDto,
  AnalyticsDayDto,
  AnalyticsDto,
  AnalyticsQueryDto,
  AnalyticsSourceDto,
} from './analytics.dto';
import { STORED_CAMPAIGN_DAYS_SQL, STORED_SOURCE_DAYS_SQL } from './analytics.queries';

const DAY_MS = 86_400_000;
export const ANALYTICS_DEFAULT_DAYS = 30;
export const ANALYTICS_MAX_DAYS = 366;
const TOP_SOURCES = 50;

interface SourceDay {
  day: string;
  source: string;
  medium: string;
  campaign: string;
  referrerHost: string;
  visits: number;
  signups: number;
  enrollClicks: number;
  purchases: number;
}
interface CampaignDay {
  day: string;
  campaignId: string;
  sent: number;
  opened: number;
  clicked: number;
  unsubscribed: number;
  purchases: number;
}

const pct = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 10 : 0);
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const orNull = (s: string) => (s === '' ? null : s);

/**
 * The marketing dashboard over one date range (UTC days, both ends included), read from the daily rollups the worker
 * keeps (today rebuilt every minute) and summed here: a 90-day range is a few thousand rows, whatever the traffic.
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
    const end = new Date(to.getTime() + DAY_MS);
    const range = [isoDay(from), isoDay(end)];
    const [sources, campaignDays, names, asOf] = await Promise.all([
      this.db.query<SourceDay[]>(STORED_SOURCE_DAYS_SQL, range),
      this.db.query<CampaignDay[]>(STORED_CAMPAIGN_DAYS_SQL, range),
      this.db.query<Array<{ id: string; name: string; archived: boolean }>>(
        `SELECT id, name, "archivedAt" IS NOT NULL AS archived FROM email_campaigns`,
      ),
      this.rollup.refreshedAt(),
    ]);
    return {
      from: isoDay(from),
      to: isoDay(to),
      asOf: asOf?.toISOString() ?? null,
      daily: dailyOf(sources, from, end),
      funnel: funnelOf(sources),
      sources: sourcesOf(sources),
      campaigns: campaignsOf(campaignDays, names),
    };
  }
}

function dailyOf(rows: SourceDay[], from: Date, end: Date): AnalyticsDayDto[] {
  const byDay = new Map<string, AnalyticsDayDto>();
  for (let t = from.getTime(); t < end.getTime(); t += DAY_MS) {
    const day = isoDay(new Date(t));
    byDay.set(day, { day, visitors: 0, signups: 0, enrollClicks: 0, purchases: 0 });
  }
  for (const r of rows) {
    const d = byDay.get(r.day);
    if (!d) continue;
    d.visitors += r.visits;
    d.signups += r.signups;
    d.enrollClicks += r.enrollClicks;
    d.purchases += r.purchases;
  }
  return [...byDay.values()];
}

function funnelOf(rows: SourceDay[]) {
  const sum = (k: 'visits' | 'signups' | 'enrollClicks' | 'purchases') => rows.reduce((n, r) => n + r[k], 0);
  const steps: Array<[string, number]> = [
    ['Visits', sum('visits')],
    ['Webinar sign-ups', sum('signups')],
    ['Enroll clicks', sum('enrollClicks')],
    ['Purchases', sum('purchases')],
  ];
  return steps.map(([step, count], i) => ({ step, count, rate: i === 0 ? null : pct(count, steps[i - 1][1]) }));
}

function sourcesOf(rows: SourceDay[]): AnalyticsSourceDto[] {
  const groups = new Map<string, AnalyticsSourceDto>();
  for (const r of rows) {
    const key = [r.source, r.medium, r.campaign, r.referrerHost].join('\u0000');
    const g = groups.get(key) ?? {
      source: r.source,
      medium: orNull(r.medium),
      campaign: orNull(r.campaign),
      referrerHost: orNull(r.referrerHost),
      visits: 0,
      signups: 0,
      purchases: 0,
    };
    g.visits += r.visits;
    g.signups += r.signups;
    g.purchases += r.purchases;
    groups.set(key, g);
  }
  return [...groups.values()]
    .sort((a, b) => b.purchases - a.purchases || b.signups - a.signups || b.visits - a.visits)
    .slice(0, TOP_SOURCES);
}

function campaignsOf(rows: CampaignDay[], names: Array<{ id: string; name: string; archived: boolean }>) {
  const byId = new Map<string, AnalyticsCampaignDto>();
  for (const r of rows) {
    const meta = names.find((n) => n.id === r.campaignId);
    if (!meta) continue;
    const c = byId.get(r.campaignId) ?? {
      id: r.campaignId,
      name: meta.name,
      archived: meta.archived,
      sent: 0,
      opened: 0,
      clicked: 0,
      unsubscribed: 0,
      purchases: 0,
    };
    c.sent += r.sent;
    c.opened += r.opened;
    c.clicked += r.clicked;
    c.unsubscribed += r.unsubscribed;
    c.purchases += r.purchases;
    byId.set(r.campaignId, c);
  }
  return [...byId.values()].sort((a, b) => b.sent - a.sent || a.name.localeCompare(b.name));
}
