import type { DataSource } from 'typeorm';
import type { AnalyticsRollupService } from './analytics-rollup.service';
import { AnalyticsService } from './analytics.service';
import { FUNNEL_SQL } from './analytics.queries';

/** The funnel's conversion rates, over figures a fake database answers. */
function serviceWith(funnel: { visits: number; signups: number; enrollClicks: number; purchases: number }) {
  const db = { query: (sql: string) => Promise.resolve(sql === FUNNEL_SQL ? [funnel] : []) } as unknown as DataSource;
  const rollup = { refreshedAt: () => Promise.resolve(null) } as unknown as AnalyticsRollupService;
  return new AnalyticsService(db, rollup);
}

describe('AnalyticsService funnel', () => {
  it('gives each step its percent of the previous one, with 2 decimals', async () => {
    const r = await serviceWith({ visits: 300, signups: 40, enrollClicks: 10, purchases: 3 }).report({});
    expect(r.funnel.map((s) => [s.step, s.count, s.rate])).toEqual([
      ['Visits', 300, null],
      ['Webinar sign-ups', 40, 13.33],
      ['Enroll clicks', 10, 25],
      ['Purchases', 3, 30],
    ]);
  });

  it('gives no rate after a step nobody reached (not 0%)', async () => {
    const r = await serviceWith({ visits: 7, signups: 1, enrollClicks: 0, purchases: 1 }).report({});
    expect(r.funnel.map((s) => s.rate)).toEqual([null, 14.29, 0, null]);
  });

  it('stops a rate at 100% and reports the excess from earlier steps apart (never 200%)', async () => {
    const r = await serviceWith({ visits: 10, signups: 2, enrollClicks: 1, purchases: 2 }).report({});
    expect(r.funnel.map((s) => [s.step, s.rate, s.beyondPrevious])).toEqual([
      ['Visits', null, 0],
      ['Webinar sign-ups', 20, 0],
      ['Enroll clicks', 50, 0],
      ['Purchases', 100, 1],
    ]);
  });
});
