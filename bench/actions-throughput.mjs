/**
 * The hottest public endpoint, POST /api/visitors/actions, against the production API that bench/run.sh starts
 * (node dist/main.js, the worker in its own process, as deployed): first at full load beside the no-op route
 * (GET /api/health/ping; autocannon), then at a steady rate (the issue 17 target; bench/steady-load.mjs, an open-loop
 * generator: autocannon's -R sends bursts): p99, errors, and every acknowledged action in the database afterwards. Usage: bench/run.sh --actions (or node bench/actions-throughput.mjs <baseURL> with
 * DATABASE_URL naming the API's database). Knobs: CONNECTIONS=50 DURATION=10 ACTIONS_RATE=1000
 * ACTIONS_RATE_SECONDS=60.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { record } from './summary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const base = process.argv[2];
if (!base || !process.env.DATABASE_URL)
  throw new Error('usage: DATABASE_URL=... node actions-throughput.mjs <baseURL>');
const CONNECTIONS = Number(process.env.CONNECTIONS || 50);
const DURATION = Number(process.env.DURATION || 10);
const RATE = Number(process.env.ACTIONS_RATE || 1000);
const RATE_SECONDS = Number(process.env.ACTIONS_RATE_SECONDS || 60);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A steady (open-loop) rate from bench/steady-load.mjs, in its own process; resolves with its figures. */
function steadyLoad(url, rate, seconds, request) {
  const child = spawn(process.execPath, [path.join(here, 'steady-load.mjs'), url, String(rate), String(seconds)], {
    env: { ...process.env, STEADY_REQUEST: JSON.stringify(request) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`steady-load failed (${code})`)),
    ),
  );
}

/** Runs the autocannon CLI in a child process (its own event loop: nothing here can delay its requests). */
function autocannon(args) {
  const bin = path.join(here, 'node_modules/.bin/autocannon');
  if (!fs.existsSync(bin)) throw new Error('bench dependencies missing: run `npm ci` in bench/');
  const child = spawn(bin, ['--json', ...args], { stdio: ['ignore', 'pipe', 'ignore'] });
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  return new Promise((resolve, reject) =>
    child.once('exit', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`autocannon failed (${code})`)),
    ),
  );
}

async function main() {
  const reg = await fetch(`${base}/api/visitors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'User-Agent': UA },
    body: JSON.stringify({ sessionId: `bench-actions-${Date.now()}`, consent: true }),
  });
  const visitorId = (await reg.json()).visitor.id;
  const body = JSON.stringify({
    visitorId,
    action: 'page_view',
    actionData: { page: '/', timestamp: new Date().toISOString() },
  });
  const noop = (d) => ['-c', String(CONNECTIONS), '-d', String(d), `${base}/api/health/ping`];
  const actions = (d) => [
    ...['-c', String(CONNECTIONS), '-d', String(d), '-m', 'POST', '-b', body],
    ...['-H', 'Content-Type=application/json', '-H', 'X-Requested-With=XMLHttpRequest', '-H', `User-Agent=${UA}`],
    `${base}/api/visitors/actions`,
  ];

  await autocannon(noop(3));
  await autocannon(actions(3));
  const pg = createRequire(path.join(here, '..', 'backend', 'package.json'))('pg');
  const db = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await db.connect();
  const count = async () =>
    (await db.query('SELECT count(*)::int AS n FROM visitor_actions WHERE "visitorId" = $1', [visitorId])).rows[0].n;
  await sleep(5000);
  const before = await count();

  const a = await autocannon(noop(DURATION));
  const b = await autocannon(actions(DURATION));
  // Its write-behind INSERTs go on after the load ends: the steady run starts on a settled database.
  await sleep(5000);
  const written = (await count()) - before;

  const beforeSteady = await count();
  const steady = await steadyLoad(`${base}/api/visitors/actions`, RATE, RATE_SECONDS, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'User-Agent': UA },
    body,
  });
  await sleep(1500);
  const writtenSteady = (await count()) - beforeSteady;
  await db.end();

  const line = (name, r) =>
    `  ${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   ` +
    `p99 ${String(r.latency.p99).padStart(4)} ms   errors ${r.errors + r.timeouts}   non-2xx ${r.non2xx}   (${r.requests.total} requests)`;
  const ratio = b.requests.average / a.requests.average;
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per route, the production API`);
  console.log(line('GET /api/health/ping (no-op)', a));
  console.log(line('POST /api/visitors/actions', b));
  console.log(`  actions / no-op throughput       ${ratio.toFixed(2)}   (target >= 0.50)`);
  // autocannon stops with up to CONNECTIONS requests in flight: they are written but not counted as 2xx.
  const ok = written >= b['2xx'] && written <= b['2xx'] + CONNECTIONS;
  console.log(
    `  actions accepted (2xx) ${b['2xx']}, rows written ${written} ${ok ? '(all, plus requests in flight at the stop)' : '(MISMATCH)'}`,
  );
  const steadyErrors = steady.errors + steady.non2xx;
  // Every request was answered before steady-load.mjs returned: the rows written are exactly the acknowledged ones.
  const steadyOk = writtenSteady === steady.ok;
  console.log(
    `\nsteady ${RATE} req/s for ${RATE_SECONDS} s (open loop; latency from each request's intended send time):`,
  );
  console.log(
    `  POST /api/visitors/actions   sent ${steady.sent}   p50 ${steady.p50} ms   p90 ${steady.p90} ms   p99 ${steady.p99} ms   ` +
      `p99.9 ${steady.p999} ms   max ${steady.max} ms   errors ${steady.errors}   non-2xx ${steady.non2xx}   ` +
      `(send lag p99 ${steady.sendLagP99} ms)`,
  );
  console.log(`  acknowledged ${steady.ok}, rows written ${writtenSteady}`);
  const at = `at ${RATE} req/s for ${RATE_SECONDS} s`;
  record(
    `visitor actions ${at}: p99`,
    '≤ 25 ms',
    `${steady.p99} ms (p50 ${steady.p50} ms, p99.9 ${steady.p999} ms)`,
    steady.p99 <= 25,
  );
  record(`visitor actions ${at}: errors`, '0', String(steadyErrors), steadyErrors === 0);
  record(
    `visitor actions ${at}: acknowledged actions in the database`,
    'all',
    `${writtenSteady} of ${steady.ok}`,
    steadyOk,
  );
  record('visitor actions / no-op throughput (max load)', '≥ 0.50', ratio.toFixed(2), ratio >= 0.5);
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
