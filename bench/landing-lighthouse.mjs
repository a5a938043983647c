/**
 * Lighthouse performance (mobile) of the landing page and the gzip size of the JavaScript it loads; then the
 * signed-in pages (session cookie), on the desktop preset and as a phone: /student-dashboard, /fix-flip, the pipeline
 * (/student-dashboard?tab=pipeline), /rental-underwriter, /admin, and /admin/emails (desktop only).
 * Usage (services running: make services): node bench/landing-lighthouse.mjs   [RUNS=5] [PAGES=/fix-flip,/admin]
 * (RUNS=0 skips the landing page; PAGES measures only those signed-in pages, SIGNED_IN=0 none of them; FORMS=mobile
 * or FORMS=desktop only that form factor; SHARED=0 skips the shared analysis page; LH_KEEP=1 keeps the reports)
 *
 * 1. Builds the frontend (vite) into a temp dir.
 * 2. Starts the real backend stack on it (backend/test/stack/e2e-stack.ts: API + static files, fresh database)
 *    and adds the 8 built-in success stories through the admin API.
 * 3. Puts a gzip front in front of it (what the production web server does for text assets).
 * 4. Runs Lighthouse (mobile form factor, simulated throttling) on / once to warm up (not counted), then RUNS times;
 *    prints the median. Each signed-in page SIGNED_IN_RUNS (3) times, median.
 * Targets (issue 17): / performance median >= 98 and minimum >= 95, LCP <= 1.5 s, <= 120 KB gzip of JavaScript,
 * accessibility, best practices and SEO >= 95; signed-in pages performance >= 90, no other area's code.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { waitForQuiet } from './quiet.mjs';
import { record } from './summary.mjs';
import { lighthouse, median } from './lighthouse-cli.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const backendDir = path.join(root, 'backend');
const frontendDir = path.join(root, 'frontend');
const RUNS = Number(process.env.RUNS || 5);
/** Lighthouse runs per signed-in page (desktop); the median is the figure. */
const SIGNED_IN_RUNS = Number(process.env.SIGNED_IN_RUNS || 3);

const cleanups = [];
const cleanup = () => {
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch {
      /* best effort */
    }
  }
  cleanups.length = 0;
};
process.on('exit', cleanup);
process.on('SIGINT', () => process.exit(130));

function buildFrontend() {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  cleanups.push(() => fs.rmSync(outDir, { recursive: true, force: true }));
  const r = spawnSync(
    process.execPath,
    [path.join(frontendDir, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'error'],
    {
      cwd: frontendDir,
      env: { ...process.env, OUT_DIR: outDir },
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) throw new Error('frontend build failed');
  return outDir;
}

/** Starts backend/test/stack/e2e-stack.ts on `staticDir`; resolves with its ready info. */
export function startStack(staticDir) {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'test/stack/e2e-stack.ts'], {
    cwd: backendDir,
    env: { ...process.env, E2E_STATIC_DIR: staticDir, E2E_LOG_LEVEL: 'error' },
    detached: true,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => process.kill(-child.pid, 'SIGTERM'));
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

function builtInStories() {
  const r = spawnSync(
    process.execPath,
    [
      '-r',
      '@swc-node/register',
      '-e',
      "process.stdout.write(JSON.stringify(require('./src/modules/admin/success-stories/built-in-stories.data').BUILT_IN_STORIES))",
    ],
    { cwd: backendDir, encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`could not read the built-in stories: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

async function seedStories(baseURL, controlURL) {
  const admin = await (
    await fetch(`${controlURL}/users`, { method: 'POST', body: JSON.stringify({ userType: 'admin' }) })
  ).json();
  const headers = {
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    Cookie: `${admin.cookie.name}=${admin.cookie.value}`,
  };
  for (const story of builtInStories()) {
    const res = await fetch(`${baseURL}/api/success-stories`, { method: 'POST', headers, body: JSON.stringify(story) });
    if (res.status !== 201) throw new Error(`seeding a story failed: ${res.status} ${await res.text()}`);
  }
}

const COMPRESSIBLE = /text\/|javascript|json|css|svg|xml/;

/** A reverse proxy that gzips text answers, as nginx with `gzip on` does in production. */
function startGzipFront(target) {
  const server = http.createServer((req, res) => {
    const upstream = http.request(
      new URL(req.url, target),
      { method: req.method, headers: { ...req.headers, 'accept-encoding': 'identity' } },
      (up) => {
        const type = String(up.headers['content-type'] || '');
        const gzip = COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] || ''));
        const headers = { ...up.headers };
        if (gzip) {
          delete headers['content-length'];
          headers['content-encoding'] = 'gzip';
          headers.vary = 'Accept-Encoding';
        }
        res.writeHead(up.statusCode || 502, headers);
        (gzip ? up.pipe(zlib.createGzip({ level: 6 })) : up).pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  cleanups.push(() => server.close());
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${server.address().port}`)),
  );
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  console.log('building the frontend...');
  const web = buildFrontend();
  console.log('starting the stack...');
  const stack = await startStack(web);
  await seedStories(stack.baseURL, stack.mailUrl);
  const front = await startGzipFront(stack.baseURL);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lh-'));
  // LH_KEEP=1 keeps the Lighthouse reports (JSON) for a closer look.
  if (process.env.LH_KEEP) console.log(`Lighthouse reports kept in ${tmp}`);
  else cleanups.push(() => fs.rmSync(tmp, { recursive: true, force: true }));

  // The build and the stack's start leave work behind (compilation, the database's first queries): wait it out.
  await waitForQuiet();
  if (RUNS > 0) await landingPage(web, front, tmp);
  if (process.env.SIGNED_IN !== '0') await signedInPages(web, stack, front, tmp);
  if (process.env.SHARED !== '0') await sharedReportPage(stack, front, tmp);
}

/** Lighthouse mobile of / RUNS times, and the JavaScript it loads. */
async function landingPage(web, front, tmp) {
  // The stack has just started: its first page load meets cold code paths (JIT, the database's first queries) that a
  // running site has behind it. One warm-up run, printed and not counted.
  const warm = await lighthouse(`${front}/`, path.join(tmp, 'lh-warm-up.json'));
  console.log(`warm-up run (not counted): performance ${Math.round(warm.categories.performance.score * 100)}`);
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouse(`${front}/`, path.join(tmp, `lh-${i}.json`));
    const scripts = lhr.audits['network-requests'].details.items.filter(
      (it) => it.resourceType === 'Script' && it.url.startsWith(front),
    );
    runs.push({
      score: Math.round(lhr.categories.performance.score * 100),
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      bp: Math.round(lhr.categories['best-practices'].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      fcp: lhr.audits['first-contentful-paint'].numericValue,
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      si: lhr.audits['speed-index'].numericValue,
      cpu: lhr.environment.benchmarkIndex,
      jsTransfer: scripts.reduce((s, it) => s + (it.transferSize || 0), 0),
      jsFiles: scripts.map((it) => new URL(it.url).pathname),
    });
    console.log(`run ${i + 1}/${RUNS}: performance ${runs[i].score}`);
  }
  const last = runs[runs.length - 1];
  const gzipOfFiles = last.jsFiles.reduce(
    (s, p) => s + zlib.gzipSync(fs.readFileSync(path.join(web, p)), { level: 9 }).length,
    0,
  );
  const m = (k) => median(runs.map((r) => r[k]));

  console.log('\nLanding page / — Lighthouse mobile (simulated throttling), median of', RUNS);
  console.log(
    `  performance score      ${m('score')}   (target >= 98, minimum >= 95; runs: ${runs.map((r) => r.score).join(', ')})`,
  );
  console.log(
    `  host CPU index         ${Math.round(m('cpu'))}   (Lighthouse's benchmarkIndex, median; see ${CPU_INDEX_NOTE})`,
  );
  console.log(
    `  FCP ${(m('fcp') / 1000).toFixed(2)} s · LCP ${(m('lcp') / 1000).toFixed(2)} s · TBT ${Math.round(m('tbt'))} ms · CLS ${m('cls').toFixed(3)} · SI ${(m('si') / 1000).toFixed(2)} s`,
  );
  console.log(
    `  JavaScript for /       ${kb(m('jsTransfer'))} transferred gzip, ${kb(gzipOfFiles)} at gzip -9 (target <= 120 KB) in ${last.jsFiles.length} files:`,
  );
  for (const f of last.jsFiles)
    console.log(`    ${f}  ${kb(zlib.gzipSync(fs.readFileSync(path.join(web, f)), { level: 9 }).length)}`);
  console.log(`  accessibility ${m('a11y')} · best practices ${m('bp')} · SEO ${m('seo')} (targets >= 95)`);

  const scores = runs.map((r) => r.score).join(', ');
  const cpu = `CPU index ${Math.round(m('cpu'))}`;
  record(
    `Lighthouse mobile /, performance median of ${RUNS}`,
    '≥ 98',
    `${m('score')} (${scores}; ${cpu})`,
    m('score') >= 98,
  );
  const min = Math.min(...runs.map((r) => r.score));
  record(`Lighthouse mobile /, performance minimum of ${RUNS}`, '≥ 95', String(min), min >= 95);
  record('Lighthouse mobile /, LCP (median)', '≤ 1.5 s', `${(m('lcp') / 1000).toFixed(2)} s`, m('lcp') <= 1500);
  record('JavaScript for /, gzip transferred', '≤ 120 KB', kb(m('jsTransfer')), m('jsTransfer') <= 120 * 1024);
  for (const [key, name] of [
    ['a11y', 'accessibility'],
    ['bp', 'best practices'],
    ['seo', 'SEO'],
  ])
    record(`Lighthouse mobile /, ${name} (median)`, '≥ 95', String(m(key)), m(key) >= 95);
}

/**
 * Lighthouse's benchmarkIndex: how fast this machine's CPU ran a fixed JavaScript loop during the run. The desktop
 * preset does not slow the CPU down, so its scores follow this index; on this 2-core VM it has read ~2,600-2,770 on a
 * quiet host and ~1,300-1,500 when the host was busy (same code, / then scored 80-88 instead of 98-99).
 */
const CPU_INDEX_NOTE = 'docs/operations.md';

/** Chunks of one area, by the names Vite gives them (the page modules'). */
const AREA_CHUNKS = {
  admin: /\/(Admin|Campaigns|campaigns|admin)[^/]*\.js$/,
  student: /\/(StudentDashboard|RentalUnderwriter|CreativeFinance|ScriptsObjections|portal)[^/]*\.js$/,
};

/**
 * The signed-in pages: [role, page, mobile target]. The student's pages also have a JavaScript budget on a phone
 * (issue 31: <= 250 KB gzip); /admin/emails is measured on the desktop preset only.
 */
const SIGNED_IN_PAGES = [
  ['student', '/student-dashboard', 90],
  ['student', '/fix-flip', 90],
  ['student', '/student-dashboard?tab=pipeline', 85],
  ['student', '/rental-underwriter', 85],
  ['admin', '/admin', 85],
  ['admin', '/admin/emails', null],
];
/** Issue 31's targets on a phone (Lighthouse's default mobile emulation, simulated throttling). */
const MOBILE = { lcp: 2500, tbt: 200, studentJs: 250 * 1024 };

/**
 * A built file's gzip size (level 6, as the gzip front and nginx send it). Lighthouse's transfer size adds each
 * answer's headers (~1.2 KB from this stack, security headers included: ~100 KB over a page's ~90 scripts), which
 * are not JavaScript; the issue's and the Playwright budgets' figure is the bodies'.
 */
function gzipOfBuilt(web, file) {
  const full = path.join(web, file);
  return fs.existsSync(full) ? zlib.gzipSync(fs.readFileSync(full), { level: 6 }).length : 0;
}

/** SIGNED_IN_RUNS Lighthouse runs of one signed-in page (`mobile`: the default emulation, else the desktop preset). */
async function signedInRuns(web, front, tmp, role, page, cookie, mobile) {
  const runs = [];
  for (let i = 0; i < SIGNED_IN_RUNS; i++) {
    const file = path.join(tmp, `lh-${role}${page.replace(/[/?=]/g, '_')}-${mobile ? 'mobile' : 'desktop'}-${i}.json`);
    const lhr = await lighthouse(`${front}${page}`, file, [
      '--only-categories=performance',
      ...(mobile ? [] : ['--preset=desktop']),
      `--extra-headers=${JSON.stringify({ Cookie: cookie })}`,
    ]);
    const scripts = lhr.audits['network-requests'].details.items.filter(
      (it) => it.resourceType === 'Script' && it.url.startsWith(front),
    );
    const final = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl);
    runs.push({
      score: Math.round(lhr.categories.performance.score * 100),
      finalUrl: final.pathname + final.search,
      js: scripts.reduce((sum, it) => sum + (it.transferSize || 0), 0),
      jsGzip: scripts.reduce((sum, it) => sum + gzipOfBuilt(web, new URL(it.url).pathname), 0),
      files: scripts.map((it) => new URL(it.url).pathname),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cpu: lhr.environment.benchmarkIndex,
    });
  }
  const m = (k) => median(runs.map((r) => r[k]));
  return {
    runs,
    m,
    score: m('score'),
    scores: runs.map((r) => r.score).join(', '),
    cpu: Math.round(m('cpu')),
    wrongPage: runs.find((r) => r.finalUrl !== page)?.finalUrl,
  };
}

const figures = (r) =>
  `performance ${String(r.score).padStart(3)} (runs ${r.scores})  JS ${kb(r.m('jsGzip'))} gzip ` +
  `(${kb(r.m('js'))} transferred, headers included, in ${r.runs[0].files.length} files)  ` +
  `LCP ${(r.m('lcp') / 1000).toFixed(2)} s  TBT ${Math.round(r.m('tbt'))} ms  CPU index ${r.cpu}` +
  (r.wrongPage ? `  (ended at ${r.wrongPage})` : '');

/**
 * Lighthouse, signed in with a session cookie, for the student's and the admin's main pages: on the desktop preset
 * and as a phone (issue 31), each SIGNED_IN_RUNS times (median): the performance score, LCP, TBT, the JavaScript each
 * loads, and whether it loads the other area's code. FORMS=mobile (or desktop) measures only that one.
 */
async function signedInPages(web, stack, front, tmp) {
  const session = async (userType) => {
    const res = await fetch(`${stack.mailUrl}/users`, { method: 'POST', body: JSON.stringify({ userType }) });
    const user = await res.json();
    return `${user.cookie.name}=${user.cookie.value}`;
  };
  const only = process.env.PAGES?.split(',');
  const forms = (process.env.FORMS || 'desktop,mobile').split(',');
  const pages = SIGNED_IN_PAGES.filter(([, page]) => !only || only.includes(page));
  const cookies = { student: await session('student'), admin: await session('admin') };
  console.log('\nSigned-in pages — Lighthouse desktop preset, then mobile (default emulation, simulated throttling)');
  for (const [role, page, mobileTarget] of pages) {
    const other = role === 'admin' ? 'student' : 'admin';
    const files = [];
    if (forms.includes('desktop')) {
      const d = await signedInRuns(web, front, tmp, role, page, cookies[role], false);
      files.push(...d.runs.flatMap((r) => r.files));
      console.log(`  ${page.padEnd(32)} as ${role.padEnd(7)} desktop ${figures(d)}`);
      record(
        `Lighthouse desktop ${page} (${role}), performance median of ${SIGNED_IN_RUNS}`,
        '≥ 90',
        `${d.score} (${d.scores}; JS ${kb(d.m('js'))}; CPU index ${d.cpu})`,
        d.score >= 90 && !d.wrongPage,
      );
    }
    if (forms.includes('mobile') && mobileTarget) {
      const r = await signedInRuns(web, front, tmp, role, page, cookies[role], true);
      files.push(...r.runs.flatMap((run) => run.files));
      console.log(`  ${page.padEnd(32)} as ${role.padEnd(7)} mobile  ${figures(r)}`);
      const name = `Lighthouse mobile ${page} (${role})`;
      record(
        `${name}, performance median of ${SIGNED_IN_RUNS}`,
        `≥ ${mobileTarget}`,
        `${r.score} (${r.scores}; CPU index ${r.cpu})`,
        r.score >= mobileTarget && !r.wrongPage,
      );
      record(`${name}, LCP (median)`, '≤ 2.5 s', `${(r.m('lcp') / 1000).toFixed(2)} s`, r.m('lcp') <= MOBILE.lcp);
      record(`${name}, TBT (median)`, '≤ 200 ms', `${Math.round(r.m('tbt'))} ms`, r.m('tbt') <= MOBILE.tbt);
      if (role === 'student')
        record(
          `${name}, JavaScript gzip`,
          '≤ 250 KB',
          `${kb(r.m('jsGzip'))} (${kb(r.m('js'))} transferred with headers)`,
          r.m('jsGzip') <= MOBILE.studentJs,
        );
    }
    const foreign = [...new Set(files)].filter((f) => AREA_CHUNKS[other].test(f));
    console.log(
      `  ${' '.repeat(32)}    ${foreign.length ? `loads ${other} code: ${foreign.join(', ')}` : `no ${other} code`}`,
    );
    record(
      `${page} loads no ${other} code`,
      'none',
      foreign.length ? foreign.join(', ') : 'none',
      foreign.length === 0,
    );
  }
}

/** A student's saved deal behind a share link: the read-only page a lender opens from the link, signed out. */
async function shareLinkOfADeal(stack) {
  const student = await (
    await fetch(`${stack.mailUrl}/users`, { method: 'POST', body: JSON.stringify({ userType: 'student' }) })
  ).json();
  const headers = {
    'Content-Type': 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
    Cookie: `${student.cookie.name}=${student.cookie.value}`,
  };
  const deal = {
    address: '4809 W Bay Ave',
    city: 'Tampa',
    state: 'FL',
    zipCode: '33611',
    squareFeet: 1500,
    bedrooms: 3,
    bathrooms: 2,
    rehabLevel: 'medium',
    arv: 300000,
    offerPrice: 150000,
    notes: 'Roof replaced in 2019; seller motivated by a job move.',
  };
  const saved = await fetch(`${stack.baseURL}/api/fix-flip/properties`, {
    method: 'POST',
    headers,
    body: JSON.stringify(deal),
  });
  if (saved.status !== 201) throw new Error(`saving a deal failed: ${saved.status} ${await saved.text()}`);
  const { property } = await saved.json();
  const shared = await fetch(`${stack.baseURL}/api/fix-flip/properties/${property.id}/share`, {
    method: 'POST',
    headers,
    body: '{}',
  });
  if (shared.status !== 201) throw new Error(`sharing the deal failed: ${shared.status} ${await shared.text()}`);
  return new URL((await shared.json()).url).pathname;
}

/** Lighthouse mobile (simulated throttling) of the shared analysis page, signed out, SIGNED_IN_RUNS times. */
async function sharedReportPage(stack, front, tmp) {
  const page = await shareLinkOfADeal(stack);
  const runs = [];
  for (let i = 0; i < SIGNED_IN_RUNS; i++) {
    const lhr = await lighthouse(`${front}${page}`, path.join(tmp, `lh-shared-${i}.json`));
    runs.push({
      score: Math.round(lhr.categories.performance.score * 100),
      a11y: Math.round(lhr.categories.accessibility.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cpu: lhr.environment.benchmarkIndex,
    });
  }
  const m = (k) => median(runs.map((r) => r[k]));
  const scores = runs.map((r) => r.score).join(', ');
  console.log('\nShared analysis page /shared/<token> — Lighthouse mobile (simulated throttling), signed out');
  console.log(
    `  performance ${m('score')} (runs ${scores})  accessibility ${m('a11y')}  LCP ${(m('lcp') / 1000).toFixed(2)} s  ` +
      `TBT ${Math.round(m('tbt'))} ms  CPU index ${Math.round(m('cpu'))}`,
  );
  record(
    `Lighthouse mobile /shared/<token>, performance median of ${SIGNED_IN_RUNS}`,
    '≥ 95',
    `${m('score')} (${scores}; CPU index ${Math.round(m('cpu'))})`,
    m('score') >= 95,
  );
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  });
