/**
 * Throughput of the hottest public endpoint, POST /api/visitors/actions, beside a no-op route of the same
 * app (GET /api/health/ping), in one run under autocannon.
 * Usage (services running: make services): node bench/actions-throughput.mjs   [CONNECTIONS=50 DURATION=10]
 *
 * Starts the real backend stack (backend/test/stack/e2e-stack.ts: API, worker, fresh database) in its own
 * process, registers one visitor, warms both routes up, then measures each route for DURATION seconds.
 * Afterwards it checks that every accepted action reached the database.
 * Target: actions >= half the no-op route's requests per second, no errors.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { record } from './summary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const backendDir = path.resolve(here, '..', 'backend');
const CONNECTIONS = Number(process.env.CONNECTIONS || 50);
const DURATION = Number(process.env.DURATION || 10);
const RATE = Number(process.env.ACTIONS_RATE || 1000);
const RATE_SECONDS = Number(process.env.ACTIONS_RATE_SECONDS || 60);
const UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let stackPid;
process.on('exit', () => {
  if (stackPid) {
    try {
      process.kill(-stackPid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
});

function startStack() {
  const staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-empty-'));
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'test/stack/e2e-stack.ts'], {
    cwd: backendDir,
    env: { ...process.env, E2E_STATIC_DIR: staticDir, E2E_LOG_LEVEL: 'error' },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  stackPid = child.pid;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('stack did not start within 120 s')), 120_000);
    child.once('exit', (code) => reject(new Error(`stack exited (${code})`)));
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (!line.startsWith('E2E_STACK_READY ')) return;
      clearTimeout(timer);
      resolve(JSON.parse(line.slice('E2E_STACK_READY '.length)));
    });
  });
}

/** Runs the autocannon CLI in a child process (so it does not share a CPU core's event loop with anything). */
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
  const stack = await startStack();
  const base = stack.baseURL;
  const reg = await fetch(`${base}/api/visitors`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'User-Agent': UA },
    body: JSON.stringify({ sessionId: `bench-${Date.now()}` }),
  });
  const visitorId = (await reg.json()).visitor.id;
  const body = JSON.stringify({
    visitorId,
    action: 'page_view',
    actionData: { page: '/', timestamp: new Date().toISOString() },
  });
  const noop = (d) => ['-c', String(CONNECTIONS), '-d', String(d), `${base}/api/health/ping`];
  const actions = (d) => [
    '-c',
    String(CONNECTIONS),
    '-d',
    String(d),
    '-m',
    'POST',
    '-H',
    'Content-Type=application/json',
    '-H',
    'X-Requested-With=XMLHttpRequest',
    '-H',
    `User-Agent=${UA}`,
    '-b',
    body,
    `${base}/api/visitors/actions`,
  ];

  await autocannon(noop(3));
  await autocannon(actions(3));
  const pg = createRequire(path.join(backendDir, 'package.json'))('pg');
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const count = async () =>
    (await db.query('SELECT count(*)::int AS n FROM visitor_actions WHERE "visitorId" = $1', [visitorId])).rows[0].n;
  await new Promise((r) => setTimeout(r, 1000));
  const before = await count();

  const a = await autocannon(noop(DURATION));
  const b = await autocannon(actions(DURATION));
  await new Promise((r) => setTimeout(r, 1500));
  const written = (await count()) - before;

  // A steady rate (the issue 17 target): p99, errors, and every acknowledged action in the database.
  const beforeSteady = await count();
  const steady = await autocannon(['-R', String(RATE), ...actions(RATE_SECONDS)]);
  await new Promise((r) => setTimeout(r, 1500));
  const writtenSteady = (await count()) - beforeSteady;
  await db.end();

  const line = (name, r) =>
    `  ${name.padEnd(34)} ${String(Math.round(r.requests.average)).padStart(7)} req/s   p99 ${String(r.latency.p99).padStart(4)} ms   ` +
    `errors ${r.errors + r.timeouts}   non-2xx ${r.non2xx}   (${r.requests.total} requests)`;
  console.log(`\nautocannon: ${CONNECTIONS} connections, ${DURATION} s per route, one API process`);
  console.log(line('GET /api/health/ping (no-op)', a));
  console.log(line('POST /api/visitors/actions', b));
  console.log(
    `  actions / no-op throughput       ${(b.requests.average / a.requests.average).toFixed(2)}   (target >= 0.50)`,
  );
  // autocannon stops with up to CONNECTIONS requests in flight: they are written but not counted as 2xx.
  const ok = written >= b['2xx'] && written <= b['2xx'] + CONNECTIONS;
  console.log(
    `  actions accepted (2xx) ${b['2xx']}, rows written ${written} ${ok ? '(all, plus requests in flight at the stop)' : '(MISMATCH)'}`,
  );
  const steadyErrors = steady.errors + steady.timeouts + steady.non2xx;
  const steadyOk = writtenSteady >= steady['2xx'] && writtenSteady <= steady['2xx'] + CONNECTIONS;
  console.log(`\nsteady ${RATE} req/s for ${RATE_SECONDS} s:`);
  console.log(line('POST /api/visitors/actions', steady));
  console.log(`  acknowledged ${steady['2xx']}, rows written ${writtenSteady}`);
  const at = `at ${RATE} req/s for ${RATE_SECONDS} s`;
  record(`visitor actions ${at}: p99`, '≤ 25 ms', `${steady.latency.p99} ms`, steady.latency.p99 <= 25);
  record(`visitor actions ${at}: errors`, '0', String(steadyErrors), steadyErrors === 0);
  record(
    `visitor actions ${at}: acknowledged actions in the database`,
    'all',
    `${writtenSteady} of ${steady['2xx']}`,
    steadyOk,
  );
  record(
    'visitor actions / no-op throughput (max load)',
    '≥ 0.50',
    (b.requests.average / a.requests.average).toFixed(2),
    b.requests.average / a.requests.average >= 0.5,
  );
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
