/**
 * RPS and p99 of the hot routes against a running production API, in one run, each also as a ratio of the
 * no-op route (GET /api/health/ping) and of a bare Node `http` server (bench/raw-node.mjs, started here in a process
 * of its own) measured in the same round: ROUNDS rounds (3) over raw Node then every route, medians shown, so a
 * moment of noise on a shared machine moves one round, not the figure. Each round also measures NestJS on Fastify
 * with none of our code (bench/nest-floor.cjs), bare and with what every request of the product goes through: the
 * stack's own ratio to raw Node, beside the targets against it. Usage: node bench/http-routes.mjs <baseURL>
 * [--soak]
 * --soak: 20 minutes of steady mixed load (SOAK_SECONDS to change), errors and API RSS at start and end.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { once } from 'node:events';
import { record } from './summary.mjs';

const base = process.argv[2];
const soak = process.argv.includes('--soak');
const DURATION = Number(process.env.DURATION || 10);
/** Rounds over every route; each ratio is taken against the no-op of its own round, the table shows the medians. */
const ROUNDS = Number(process.env.ROUNDS || 3);
const CONNECTIONS = Number(process.env.CONNECTIONS || 20);
const XHR = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
/** What a browser sends with every call (the landing page's reads come from browsers): answers may come gzipped. */
const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

async function json(path, body, headers = {}) {
  const res = await fetch(base + path, {
    method: body ? 'POST' : 'GET',
    headers: { ...XHR, ...headers },
    body: body && JSON.stringify(body),
  });
  return { res, body: await res.json() };
}

const login = await json('/api/auth/login', {
  username: process.env.BENCH_ADMIN_USERNAME,
  password: process.env.BENCH_ADMIN_PASSWORD,
});
if (!login.res.ok) throw new Error(`sign-in failed: ${JSON.stringify(login.body)}`);
const cookie = login.res.headers.get('set-cookie').split(';')[0];
const visitor = await json('/api/visitors', { sessionId: `bench-${Date.now()}`, landingPage: '/', consent: true });
const visitorId = visitor.body.visitor.id;
const actionBody = JSON.stringify({
  visitorId,
  action: 'page_view',
  actionData: { page: '/', timestamp: new Date().toISOString() },
});

// target: req/s vs the no-op route; rawTarget: req/s vs the bare Node server of the same round.
const routes = [
  { name: 'GET /api/health/ping (no-op)', path: '/api/health/ping', headers: BROWSER, rawTarget: 0.5 },
  // The same no-op on a second API process with METRICS_ENABLED (run.sh starts it): what metrics cost.
  ...(process.env.METRICS_URL
    ? [
        {
          name: 'GET /api/health/ping (no-op), metrics on',
          figure: 'metrics on: no-op throughput vs off',
          url: process.env.METRICS_URL,
          path: '/api/health/ping',
          headers: BROWSER,
          target: 0.95,
        },
      ]
    : []),
  {
    name: 'GET /api/auth/check (signed in)',
    path: '/api/auth/check',
    headers: { ...BROWSER, cookie },
    target: 0.6,
    rawTarget: 0.3,
  },
  { name: 'GET /api/success-stories', path: '/api/success-stories', headers: BROWSER, target: 0.9, rawTarget: 0.3 },
  { name: 'GET /api/site-config', path: '/api/site-config', headers: BROWSER, target: 0.9, rawTarget: 0.3 },
  { name: 'GET /api/videos/active', path: '/api/videos/active', headers: BROWSER, target: 0.9, rawTarget: 0.3 },
  // Last in each round, then a pause: its write-behind INSERTs go on after it ends, and PostgreSQL's work on them
  // must not fall on the next route's ten seconds (measured: a read right after it lost up to 30%).
  {
    name: 'POST /api/visitors/actions',
    path: '/api/visitors/actions',
    method: 'POST',
    headers: { ...BROWSER, ...XHR },
    body: actionBody,
    settle: 5,
  },
];

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon({ url: base, connections: CONNECTIONS, duration: DURATION, ...opts }, (e, r) =>
      e ? reject(e) : resolve(r),
    ),
  );
/**
 * Where the API's memory went during the soak, from bench/memory-sampler.cjs (MEMLOG): the V8 heap, memory V8
 * knows of outside it (Buffers), and the rest of the process, at the start, after the warm-up and every few minutes.
 */
function memoryByKind(warmup) {
  if (!process.env.MEMLOG || !fs.existsSync(process.env.MEMLOG)) return;
  const samples = fs
    .readFileSync(process.env.MEMLOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  if (!samples.length) return;
  const at = (s) => samples.reduce((best, x) => (Math.abs(x.s - s) < Math.abs(best.s - s) ? x : best));
  const last = samples[samples.length - 1].s;
  const times = [...new Set([0, warmup, ...[300, 600, 900, 1200].filter((t) => t < last), last])];
  const mb = (n) => (n / 1024 / 1024).toFixed(1);
  console.log('\n| API memory (MB) | rss | V8 heap total | heap used | external (Buffers) | rest of the process |');
  console.log('|---|---|---|---|---|---|');
  for (const t of times) {
    const m = at(t);
    console.log(
      `| ${m.s} s | ${mb(m.rss)} | ${mb(m.heapTotal)} | ${mb(m.heapUsed)} | ${mb(m.external)} | ${mb(m.rss - m.heapTotal - m.external)} |`,
    );
  }
}

const rss = (pid) =>
  pid ? Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) / 1024) : NaN;

/** A comparison server (bench/raw-node.mjs, bench/nest-floor.cjs) in a process of its own, as the API is, on a free port. */
async function startServer(script, args = [], env = {}) {
  const child = spawn(process.execPath, [new URL(script, import.meta.url).pathname, '0', ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const [port] = await once(child.stdout, 'data');
  return { url: `http://127.0.0.1:${String(port).trim()}`, stop: () => child.kill() };
}

/** The API's own headers on its no-op answer, less those every HTTP server writes itself: the floor sends the same. */
async function apiHeaders() {
  const res = await fetch(`${base}/api/health/ping`, { headers: BROWSER });
  await res.arrayBuffer();
  const own = new Set(['date', 'connection', 'keep-alive', 'content-length', 'content-type', 'x-request-id']);
  return Object.fromEntries([...res.headers].filter(([name]) => !own.has(name)));
}

/**
 * NestJS on Fastify with none of the API's code (bench/nest-floor.cjs): bare, and with what every request of the
 * product goes through (the API's headers, closed-by-default global guards, the validation pipe, cookies). Measured
 * in each round beside raw Node: what the no-op's target against raw Node asks of the stack itself.
 */
async function startFloors() {
  const env = { NODE_PATH: new URL('../backend/node_modules', import.meta.url).pathname };
  const bare = await startServer('./nest-floor.cjs', ['bare'], env);
  const product = await startServer('./nest-floor.cjs', ['product'], {
    ...env,
    FLOOR_HEADERS: JSON.stringify(await apiHeaders()),
  });
  return [
    { name: 'NestJS on Fastify, one route (no code of ours)', url: bare.url, stop: bare.stop },
    {
      name: "NestJS on Fastify with the API's headers, guards, pipe and cookies (no code of ours)",
      url: product.url,
      stop: product.stop,
    },
  ];
}

if (!soak) {
  const raw = await startServer('./raw-node.mjs');
  const floors = await startFloors();
  process.on('exit', () => [raw, ...floors].forEach((s) => s.stop()));
  const rawRoute = { name: 'bare Node http server', url: raw.url, path: '/', headers: BROWSER };
  const floorRoutes = floors.map((f) => ({ name: f.name, url: f.url, path: '/api/health/ping', headers: BROWSER }));
  // A warm-up over every route first, so the route measured first is not the one paying for a cold JIT.
  for (const r of [rawRoute, ...floorRoutes, ...routes])
    await run({
      url: r.url ?? base,
      duration: 2,
      requests: [{ method: r.method ?? 'GET', path: r.path, headers: r.headers, body: r.body }],
    });
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const rounds = [];
  const rawRounds = [];
  const floorRounds = [];
  for (let round = 0; round < ROUNDS; round++) {
    const rawOut = await run({ url: raw.url, requests: [{ method: 'GET', path: '/', headers: BROWSER }] });
    rawRounds.push(rawOut.requests.average);
    const floorRps = [];
    for (const f of floorRoutes) {
      const out = await run({ url: f.url, requests: [{ path: f.path, headers: f.headers }] });
      // A refused or failed answer would make the floor look faster than it is.
      if (out.non2xx + out.errors) throw new Error(`${f.name}: ${out.non2xx + out.errors} answers not 2xx`);
      floorRps.push(out.requests.average);
    }
    floorRounds.push(floorRps);
    const results = [];
    for (const r of routes) {
      const out = await run({
        url: r.url ?? base,
        requests: [{ method: r.method ?? 'GET', path: r.path, headers: r.headers, body: r.body }],
      });
      results.push({ rps: out.requests.average, p99: out.latency.p99, non2xx: out.non2xx + out.errors });
      if (r.settle) await new Promise((resolve) => setTimeout(resolve, r.settle * 1000));
    }
    rounds.push(results);
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const results = routes.map((r, i) => ({
    name: r.name,
    target: r.target,
    rps: median(rounds.map((round) => round[i].rps)),
    p99: median(rounds.map((round) => round[i].p99)),
    ratio: median(rounds.map((round) => round[i].rps / round[0].rps)),
    p99Ratio: median(rounds.map((round) => round[i].p99 / Math.max(1, round[0].p99))),
    ratios: rounds.map((round) => (round[i].rps / round[0].rps).toFixed(2)).join(', '),
    rawTarget: r.rawTarget,
    rawRatio: median(rounds.map((round, k) => round[i].rps / rawRounds[k])),
    rawRatios: rounds.map((round, k) => (round[i].rps / rawRounds[k]).toFixed(2)).join(', '),
    non2xx: rounds.reduce((sum, round) => sum + round[i].non2xx, 0),
  }));
  const rawRps = median(rawRounds);
  console.log(
    `\n| route (${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION} s; medians) | req/s | p99 | req/s vs no-op (each round) | p99 vs no-op | errors | req/s vs raw Node (each round) | target vs raw Node | |`,
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  console.log(
    `| bare Node http server | ${Math.round(rawRps)} | | | | | 1 (${rawRounds.map(Math.round).join(', ')} req/s) | | |`,
  );
  floorRoutes.forEach((f, i) => {
    const ratios = floorRounds.map((round, k) => round[i] / rawRounds[k]);
    const rps = median(floorRounds.map((round) => round[i]));
    console.log(
      `| ${f.name} | ${Math.round(rps)} | | | | 0 | ${median(ratios).toFixed(2)} (${ratios.map((x) => x.toFixed(2)).join(', ')}) | | |`,
    );
  });
  for (const r of results) {
    const rawMet = r.rawTarget === undefined || (r.rawRatio >= r.rawTarget && r.non2xx === 0);
    if (r.rawTarget !== undefined)
      record(
        `${r.name}: req/s vs a bare Node http server`,
        `≥ ${r.rawTarget}×`,
        `${r.rawRatio.toFixed(2)}× (${Math.round(r.rps)} vs ${Math.round(rawRps)} req/s; rounds ${r.rawRatios})`,
        rawMet,
      );
    if (r.target)
      record(
        r.figure ?? `${r.name}: req/s vs the no-op route`,
        `≥ ${r.target}×`,
        `${r.ratio.toFixed(2)}× (${Math.round(r.rps)} req/s; rounds ${r.ratios})`,
        r.ratio >= r.target && r.non2xx === 0,
      );
    const rawCols = r.rawTarget === undefined ? '| |' : `≥ ${r.rawTarget}× | ${rawMet ? 'met' : '**missed**'} |`;
    console.log(
      `| ${r.name} | ${Math.round(r.rps)} | ${r.p99} ms | ${r.ratio.toFixed(2)} (${r.ratios}) | ${r.p99Ratio.toFixed(2)} | ${r.non2xx} | ${r.rawRatio.toFixed(2)} (${r.rawRatios}) | ${rawCols}`,
    );
  }
  [raw, ...floors].forEach((s) => s.stop());
} else {
  const seconds = Number(process.env.SOAK_SECONDS || 1200);
  const warmup = Math.min(120, Math.floor(seconds / 5));
  const pid = Number(process.env.API_PID || 0);
  const rssStart = rss(pid);
  // After the warm-up: RSS, and a heap snapshot when the API runs with --heapsnapshot-signal=SIGUSR2 (run.sh --soak).
  let rssWarm = NaN;
  const warm = setTimeout(() => {
    rssWarm = rss(pid);
    if (pid && process.env.SOAK_HEAP) process.kill(pid, 'SIGUSR2');
  }, warmup * 1000);
  const out = await run({
    duration: seconds,
    connections: 10,
    overallRate: Number(process.env.SOAK_RATE || 300),
    requests: routes.map((r) => ({ method: r.method ?? 'GET', path: r.path, headers: r.headers, body: r.body })),
  });
  console.log(`\n| soak (${seconds} s, ${process.env.SOAK_RATE || 300} req/s mixed) | value |\n|---|---|`);
  console.log(
    `| requests | ${out.requests.total} |\n| errors + non-2xx | ${out.errors + out.non2xx} |\n| p99 | ${out.latency.p99} ms |`,
  );
  clearTimeout(warm);
  const rssEnd = rss(pid);
  if (pid && process.env.SOAK_HEAP) process.kill(pid, 'SIGUSR2');
  console.log(
    `| API RSS at start | ${rssStart} MB |\n| API RSS after ${warmup} s | ${rssWarm} MB |\n| API RSS at end | ${rssEnd} MB |`,
  );
  memoryByKind(warmup);
  const rate = process.env.SOAK_RATE || 300;
  const errors = out.errors + out.non2xx;
  record(`soak ${seconds} s at ${rate} req/s: errors`, '0', String(errors), errors === 0);
  record(
    `soak ${seconds} s at ${rate} req/s: API RSS growth after the first ${warmup} s`,
    '≤ 20 MB',
    `${rssEnd - rssWarm} MB (${rssWarm} → ${rssEnd} MB)`,
    rssEnd - rssWarm <= 20,
  );
}
