import { writeFileSync, readFileSync } from 'fs';
import { join } from 'path';
import { startFakes } from '../fakes';
import { XHR } from '../support/test-app';
import { COST_BUDGET, CostContext, CostRow, DEAL } from './cost-budget';
import {
  CostApi,
  cpuPerRequest,
  CostRequest,
  documentOperations,
  DocOperation,
  startCostApi,
} from './support/cost-meter';

/** No request may cost the API more than this many pings of CPU without a throttle in front of it (issue 30). */
const BUDGET_PINGS = 50;
const ROUNDS = 3;
const PER_ROUND = 10;
const PINGS_PER_ROUND = 200;

export interface CostReportRow {
  /** The table's key: the operationId, or "operationId (what differs)". */
  key: string;
  route: string;
  worst: string;
  cpuMs: number;
  pings: number;
  throttle: string;
  statuses: string;
  /** Held to the budget even though throttled. */
  strict: boolean;
  met: boolean;
}

const operationOf = (key: string) => key.split(' ')[0];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The cost budget: the API's own CPU per request (a real API process, read with process.cpuUsage over IPC, so the
 * load generator's CPU never counts), for every operation reachable without a session and the signed-in writes,
 * each with its worst input from cost-budget.ts, as a multiple of a ping measured the same way. The median of
 * three rounds of each, so one garbage collection moves one round, not the figure.
 */
describe('cost budget: CPU per request, against a ping', () => {
  let fakes: Awaited<ReturnType<typeof startFakes>>;
  let api: CostApi;
  let ops: DocOperation[];
  let ping: number;
  const rows: CostReportRow[] = [];
  const unthrottledRules: string[] = [];
  const wrongAnswers: string[] = [];

  beforeAll(async () => {
    fakes = await startFakes();
    api = await startCostApi({
      ...fakes.env,
      THINKIFIC_WEBHOOK_SECRET: 'cost-webhook-secret',
      METRICS_ENABLED: 'true',
      METRICS_TOKEN: 'cost-budget-metrics-token-0123456789',
    });
    const committed = JSON.parse(readFileSync(join(__dirname, '..', '..', '..', 'docs', 'openapi.json'), 'utf8'));
    ops = documentOperations(api.openapi, committed);

    const visitor = await api.send({
      method: 'POST',
      path: '/api/visitors',
      headers: XHR,
      body: { sessionId: 'cost-budget', landingPage: '/', consent: true },
    });
    const deal = await api.send({
      method: 'POST',
      path: '/api/fix-flip/properties',
      headers: { ...XHR, Cookie: api.student.cookie },
      body: { address: '1 Cost Way', arv: 300000, rehabLevel: 'medium' },
    });
    const propertyId = (JSON.parse(deal.text) as { property: { id: string } }).property.id;
    // The deal at its largest, then shared (the shared report and its PDF are read by anyone with the link).
    const cookie = { ...XHR, Cookie: api.student.cookie };
    await api.send({ method: 'PUT', path: `/api/fix-flip/properties/${propertyId}`, headers: cookie, body: DEAL });
    const share = await api.send({
      method: 'POST',
      path: `/api/fix-flip/properties/${propertyId}/share`,
      headers: cookie,
      body: {},
    });
    const ctx: CostContext = {
      student: api.student,
      visitorId: JSON.parse(visitor.text).visitor.id,
      propertyId,
      shareToken: share.status === 201 ? (JSON.parse(share.text) as { token: string }).token : '',
      issueResetToken: api.issueResetToken,
    };

    const toRequest = async (op: DocOperation, row: CostRow, i: number): Promise<CostRequest> => {
      const input = await row.input(ctx, i);
      const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(input.params?.[name] ?? ''));
      const query = input.query ? `?${new URLSearchParams(input.query).toString()}` : '';
      return {
        method: op.method,
        path: path + query,
        headers: { ...XHR, ...(row.signedIn ? { Cookie: api.student.cookie } : {}), ...input.headers },
        body: input.body,
      };
    };
    const byId = new Map(ops.map((o) => [o.operationId, o]));
    /** Table rows whose operation the document has ("resetPassword (an issued token)" is operation resetPassword). */
    const entries = Object.entries(COST_BUDGET)
      .map(([key, row]) => ({ key, row, op: byId.get(operationOf(key))! }))
      .filter((e) => e.op);
    const pingEntry = entries.find((e) => e.key === 'ping')!;
    const measured = entries.filter((e) => e !== pingEntry);
    const pings: number[] = [];
    const measurePing = async () => {
      for (let r = 0; r < ROUNDS; r++) {
        const m = await cpuPerRequest(api, (i) => toRequest(pingEntry.op, pingEntry.row, i), {
          count: PINGS_PER_ROUND,
          maxMs: 5000,
        });
        pings.push(m.ms);
      }
    };

    // Warm up every route once (code paths compiled, caches filled), then measure.
    for (const { op, row } of measured) {
      await api.clearRateLimits();
      await api.send(await toRequest(op, row, 0));
    }
    await measurePing();
    const costs = new Map<string, { ms: number; statuses: Set<number> }>();
    /** The median of ROUNDS rounds of `entry`'s requests, numbered from `first`; wrong answers are noted. */
    const measure = async ({ key, op, row }: (typeof measured)[number], first: number) => {
      const rounds: number[] = [];
      const statuses = new Set<number>();
      for (let r = 0; r < ROUNDS; r++) {
        const m = await cpuPerRequest(api, (i) => toRequest(op, row, first + r * PER_ROUND + i), {
          count: PER_ROUND,
          settleMs: row.settleMs,
          // Throttled routes are measured doing their work, not refusing it: counters are forgotten before each.
          between: api.clearRateLimits,
        });
        rounds.push(m.ms);
        m.statuses.forEach((s) => statuses.add(s));
        const wrong = m.statuses.find((s) => s !== row.status);
        if (wrong) wrongAnswers.push(`${key}: ${wrong} (not ${row.status}) ${m.sample.slice(0, 200)}`);
      }
      return { ms: median(rounds), statuses };
    };
    for (const entry of measured) {
      costs.set(entry.key, await measure(entry, 1));
      // The last request's counters are still there: each rule the row names must have counted it.
      for (const rule of entry.row.throttle ?? [])
        if (!(await api.rateKeys(`${rule}:*`)).length) unthrottledRules.push(`${entry.key}: ${rule}`);
    }
    await measurePing();
    ping = median(pings);
    // A row held to the budget and over it is measured once more, and judged on its cheaper median: a slow patch of
    // a shared host moves one measurement, a route that costs too much is over in both.
    for (const entry of measured) {
      const cost = costs.get(entry.key)!;
      const held = !entry.row.throttle?.length || entry.row.strict;
      if (!held || cost.ms / ping <= BUDGET_PINGS) continue;
      const again = await measure(entry, ROUNDS * PER_ROUND + 1);
      console.log(`${entry.key}: ${(cost.ms / ping).toFixed(1)}x, measured again: ${(again.ms / ping).toFixed(1)}x`);
      costs.set(entry.key, {
        ms: Math.min(cost.ms, again.ms),
        statuses: new Set([...cost.statuses, ...again.statuses]),
      });
    }

    for (const { key, op, row } of [pingEntry, ...measured]) {
      const cost = key === 'ping' ? { ms: ping, statuses: new Set([200]) } : costs.get(key)!;
      const pingsWorth = cost.ms / ping;
      const throttled = !!row.throttle?.length;
      rows.push({
        key,
        route: `${op.method} ${op.path}${row.signedIn ? ' (signed in)' : ''}`,
        worst: row.worst,
        cpuMs: Number(cost.ms.toFixed(3)),
        pings: Number(pingsWorth.toFixed(1)),
        throttle: row.throttle?.join(', ') ?? '',
        statuses: [...cost.statuses].sort().join(' '),
        strict: !!row.strict,
        met: pingsWorth <= BUDGET_PINGS || (throttled && !row.strict),
      });
    }
    if (process.env.COST_REPORT)
      writeFileSync(process.env.COST_REPORT, JSON.stringify({ budgetPings: BUDGET_PINGS, pingMs: ping, rows }));
    console.log(
      `ping ${ping.toFixed(3)} ms of API CPU; budget ${BUDGET_PINGS}x\n` +
        rows
          .map(
            (r) =>
              `${r.met ? 'met   ' : 'MISSED'} ${r.pings.toFixed(1).padStart(7)}x ${r.cpuMs.toFixed(3).padStart(9)} ms  ` +
              `${r.statuses}  ${r.route}  [${r.throttle}]  ${r.key}`,
          )
          .join('\n'),
    );
  }, 240_000);

  afterAll(async () => {
    await api?.close();
    await fakes?.close();
  });

  it('has a row for every operation reachable without a session', () => {
    const covered = new Set(Object.keys(COST_BUDGET).map(operationOf));
    const missing = ops.filter((o) => o.withoutSession && !covered.has(o.operationId)).map((o) => o.operationId);
    // A row whose operation is not (or no longer) in the document is not measured; said, not failed.
    const known = new Set(ops.map((o) => o.operationId));
    const unused = Object.keys(COST_BUDGET).filter((key) => !known.has(operationOf(key)));
    if (unused.length) console.warn(`cost-budget rows for no operation of the document: ${unused.join(', ')}`);
    expect(missing).toEqual([]);
  });

  it('measures a real ping, and each row gets the answer it was written for (its input reaches the work)', () => {
    expect(ping).toBeGreaterThan(0);
    expect(wrongAnswers).toEqual([]);
  });

  it(`costs no more than ${BUDGET_PINGS} pings of CPU per request, unless a throttle stands in front`, () => {
    expect(rows.filter((r) => !r.met).map((r) => `${r.route}: ${r.pings}x a ping (${r.cpuMs} ms)`)).toEqual([]);
  });

  it('has every rate rule a row names counting that route', () => {
    expect(unthrottledRules).toEqual([]);
  });

  it('throttles the password reset and keeps it within the budget', () => {
    const reset = rows.find((r) => r.key === 'resetPassword');
    expect(reset && { throttled: !!reset.throttle, withinBudget: reset.pings <= BUDGET_PINGS }).toEqual({
      throttled: true,
      withinBudget: true,
    });
  });
});
