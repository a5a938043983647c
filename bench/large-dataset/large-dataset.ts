/**
 * Large data set benchmark: 1,000,000 visitors and ~10,000,000 actions (seed.sql, set-based) in a database of
 * its own, then the app's own code timed over it: the eligible-visitors query (CampaignDispatchService),
 * the dashboard stats (AdminDashboardController and CampaignsService.stats) and a campaign tick, each with
 * its EXPLAIN (ANALYZE) plan. Run: bench/large-dataset/run.sh [--reseed]
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { getQueueToken } from '@nestjs/bullmq';
import { getDataSourceToken } from '@nestjs/typeorm';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { DB, seed, url } from './seed';
import { DataSource } from 'typeorm';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const p = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
const ms = (n: number) => `${n.toFixed(1)} ms`;

async function time(runs: number, fn: () => Promise<unknown>) {
  await fn(); // warm-up
  const xs: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    xs.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  return { p50: p(xs, 0.5), p95: p(xs, 0.95), max: Math.max(...xs) };
}

/** Runs fn once recording every SQL statement it sends, then prints EXPLAIN (ANALYZE, BUFFERS) of each. */
async function explainCalls(ds: DataSource, label: string, fn: () => Promise<unknown>, rollback = false) {
  const seen: Array<[string, unknown[] | undefined]> = [];
  const original = ds.query.bind(ds);
  ds.query = (async (sql: string, params?: unknown[]) => (
    seen.push([sql, params]),
    original(sql, params)
  )) as typeof ds.query;
  try {
    await fn();
  } finally {
    ds.query = original;
  }
  const c = new Client({ connectionString: url(DB) });
  await c.connect();
  for (const [sql, params] of seen.slice(0, 4)) {
    if (rollback) await c.query('BEGIN');
    const plan = await c.query(`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${sql}`, params as unknown[]);
    if (rollback) await c.query('ROLLBACK');
    console.log(`\n--- plan: ${label} ---\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`);
  }
  await c.end();
}

async function main() {
  await seed(process.argv.includes('--reseed'));
  Object.assign(process.env, {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url(DB),
    REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:56379',
    REDIS_PREFIX: 'bench-large',
    JWT_SECRET: 'bench-only-secret-0123456789abcdef0123456789',
  });
  const { AppModule } = await import('../../backend/src/app.module');
  const { CampaignDispatchService } =
    await import('../../backend/src/modules/campaigns/delivery/campaign-dispatch.service');
  const { CampaignsService } = await import('../../backend/src/modules/campaigns/campaigns.service');
  const { AdminDashboardController } =
    await import('../../backend/src/modules/admin/dashboard/admin-dashboard.controller');
  const { QUEUES } = await import('../../backend/src/core/queue/queues');
  const { AnalyticsService } = await import('../../backend/src/modules/admin/analytics/analytics.service');
  const { AnalyticsRollupService } = await import('../../backend/src/modules/admin/analytics/analytics-rollup.service');
  const app = await NestFactory.createApplicationContext(AppModule, { logger: ['error'] });
  const ds = app.get<DataSource>(getDataSourceToken());
  const dispatch = app.get(CampaignDispatchService);
  const campaigns = app.get(CampaignsService);
  const dashboard = app.get(AdminDashboardController);
  const [counts] = await ds.query(
    `SELECT (SELECT count(*) FROM visitors)::int AS v, (SELECT count(*) FROM visitor_actions)::int AS a, (SELECT count(*) FROM email_sends)::int AS s`,
  );
  console.log(`data set: ${counts.v} visitors, ${counts.a} actions, ${counts.s} e-mail sends`);
  const { EmailCampaign } = await import('../../backend/src/modules/campaigns/entities/email-campaign.entity');
  // Claims left by an interrupted earlier run are removed first: every run starts from the same data.
  await ds.query(`DELETE FROM email_sends WHERE status = 'queued'`);
  const c24 = await ds.getRepository(EmailCampaign).findOneByOrFail({ sendAfterHours: 24 });

  const rows: Array<[string, string, string, string, string]> = [];
  const eligible = await time(RUNS, () => dispatch.eligibleVisitors(c24));
  rows.push([
    'eligible visitors (24h campaign, first 1000)',
    ms(eligible.p50),
    ms(eligible.p95),
    '< 50 ms',
    eligible.p95 < 50 ? 'met' : 'MISSED',
  ]);
  const admin = await time(RUNS, () => dashboard.getDashboardStats());
  rows.push(['admin dashboard stats', ms(admin.p50), ms(admin.p95), '< 50 ms', admin.p95 < 50 ? 'met' : 'MISSED']);
  const emailStats = await time(RUNS, () => campaigns.stats());
  rows.push([
    'e-mail dashboard stats (campaigns/stats)',
    ms(emailStats.p50),
    ms(emailStats.p95),
    '< 50 ms',
    emailStats.p95 < 50 ? 'met' : 'MISSED',
  ]);

  // The marketing dashboard over the last 90 days (issue 15), read from the daily rollups (built here as the worker
  // does: a full backfill when empty, the last week every 10 minutes, today every minute).
  const rollup = app.get(AnalyticsRollupService);
  await ds.query('TRUNCATE marketing_daily, marketing_daily_campaigns');
  let t0 = Date.now();
  const backfilled = await rollup.refresh();
  const backfill = Date.now() - t0;
  t0 = Date.now();
  await rollup.refresh();
  const recent = Date.now() - t0;
  t0 = Date.now();
  await rollup.refresh(1);
  const today = Date.now() - t0;
  rows.push([
    `rollup backfill (${backfilled} days)`,
    ms(backfill),
    ms(backfill),
    '< 120000 ms',
    backfill < 120_000 ? 'met' : 'MISSED',
  ]);
  rows.push([
    'rollup refresh (recent 9 days, every 10 min)',
    ms(recent),
    ms(recent),
    '< 10000 ms',
    recent < 10_000 ? 'met' : 'MISSED',
  ]);
  rows.push([
    'rollup refresh (today and yesterday, every minute)',
    ms(today),
    ms(today),
    '< 10000 ms',
    today < 10_000 ? 'met' : 'MISSED',
  ]);
  const analytics = app.get(AnalyticsService);
  const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
  const range90 = { from: day(89), to: day(0) };
  const dash = await time(RUNS, () => analytics.report(range90));
  rows.push([
    'marketing dashboard, 90 days (/admin/analytics)',
    ms(dash.p50),
    ms(dash.p95),
    '<= 150 ms',
    dash.p95 <= 150 ? 'met' : 'MISSED',
  ]);

  await explainCalls(ds, 'marketing dashboard, 90 days', () => analytics.report(range90));
  await explainCalls(ds, 'eligible visitors', () => dispatch.eligibleVisitors(c24));
  await explainCalls(ds, 'e-mail dashboard stats', () => campaigns.stats());
  await explainCalls(ds, 'campaign tick: claim of one batch (500 visitors)', () => dispatch.dispatch(c24), true);
  await ds.query(`DELETE FROM email_sends WHERE status = 'queued'`);

  // A whole tick over the set (every active campaign, up to its per-tick cap, plus recovery), three times.
  const ticks: number[] = [];
  let mails = 0;
  for (let i = 0; i < 3; i++) {
    const t0 = Date.now();
    mails += await dispatch.tick();
    ticks.push(Date.now() - t0);
  }
  rows.push([
    'campaign tick (3 active campaigns)',
    ms(p(ticks, 0.5)),
    ms(Math.max(...ticks)),
    '< 5000 ms',
    Math.max(...ticks) < 5000 ? 'met' : 'MISSED',
  ]);
  console.log(`\n${mails} e-mails claimed and enqueued by the 3 ticks (not sent: no worker runs here)`);
  // Leave the data set as it was for the next run: the ticks' claims are removed, the queued mail dropped.
  await ds.query(`DELETE FROM email_sends WHERE status = 'queued'`);
  await app.get<Queue>(getQueueToken(QUEUES.email)).obliterate({ force: true });

  console.log('\n| measurement | p50 | p95 (max for ticks) | target | |\n|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.join(' | ')} |`);
  await app.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
