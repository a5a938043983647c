/**
 * Issue 31's floor: what the chosen stack costs a phone before any of our code. Three pages with the analyzer's
 * first fields (an address and ten figures), built by the frontend's Vite and served gzip like production:
 * - React alone, plain form controls;
 * - React and antd (Form, Select, InputNumber, Button, ConfigProvider);
 * - the same inside the rest of the stack (React Router's data router, a Redux store with RTK Query).
 * Each is measured as issue 31 measures the signed-in pages: Lighthouse mobile, simulated throttling, median of 3.
 * Usage: node bench/stack-floor.mjs   [RUNS=3]
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { lighthouse, median } from './lighthouse-cli.mjs';
import { waitForQuiet } from './quiet.mjs';
import { record } from './summary.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const frontendDir = path.join(here, '..', 'frontend');
const sources = path.join(here, 'stack-floor');
const RUNS = Number(process.env.RUNS || 3);
const PAGES = [
  ['react-only', 'React alone'],
  ['antd-form', 'React + antd'],
  ['full-stack', 'React + antd + React Router + RTK Query'],
];
/** Issue 31's targets for /fix-flip and /student-dashboard. */
const TARGET = { score: 90, tbtMs: 200, jsKB: 250 };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-floor-'));
process.on('exit', () => fs.rmSync(tmp, { recursive: true, force: true }));

/** Builds one page into tmp/<name>/dist, served under /<name>/. */
function build(name) {
  const dir = path.join(tmp, name);
  fs.cpSync(sources, dir, { recursive: true });
  fs.symlinkSync(path.join(frontendDir, 'node_modules'), path.join(dir, 'node_modules'));
  fs.writeFileSync(
    path.join(dir, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';\nimport { Page } from './${name}';\n` +
      `createRoot(document.getElementById('root')!).render(<Page />);\n`,
  );
  fs.writeFileSync(
    path.join(dir, 'vite.config.mjs'),
    `import react from '${path.join(frontendDir, 'node_modules/@vitejs/plugin-react/dist/index.js')}';\n` +
      `export default { base: '/${name}/', plugins: [react()], build: { outDir: 'dist', chunkSizeWarningLimit: 4096 } };\n`,
  );
  const vite = path.join(frontendDir, 'node_modules/vite/bin/vite.js');
  const r = spawnSync(process.execPath, [vite, 'build', '--logLevel', 'error'], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error(`build of ${name} failed`);
  return path.join(dir, 'dist');
}

/** gzip of every script the page has (each page is one HTML file and what it loads). */
function scriptsKB(dist) {
  const assets = path.join(dist, 'assets');
  const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
  return (
    files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length, 0) / 1024
  );
}

function serve(dists) {
  const types = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const [, name, ...rest] = decodeURIComponent(req.url.split('?')[0]).split('/');
    const dist = dists[name];
    const file = dist && path.join(dist, rest.join('/') || 'index.html');
    if (!file || !file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      res.writeHead(404).end();
      return;
    }
    const type = types[path.extname(file)] ?? 'application/octet-stream';
    res.writeHead(200, { 'Content-Type': type, 'Content-Encoding': 'gzip', 'Cache-Control': 'no-cache' });
    res.end(zlib.gzipSync(fs.readFileSync(file)));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

console.log('building the three pages...');
const dists = Object.fromEntries(PAGES.map(([name]) => [name, build(name)]));
const server = await serve(dists);
const origin = `http://127.0.0.1:${server.address().port}`;
await waitForQuiet();

console.log(`\nThe stack's floor on a phone: Lighthouse mobile (simulated throttling), median of ${RUNS}`);
console.log('| page | performance (runs) | LCP | TBT | JavaScript, gzip | issue 31: ≥ 90 · TBT ≤ 200 ms · ≤ 250 KB |');
console.log('|---|---|---|---|---|---|');
for (const [name, label] of PAGES) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const lhr = await lighthouse(`${origin}/${name}/`, path.join(tmp, `${name}-${i}.json`), [
      '--only-categories=performance',
    ]);
    runs.push({
      score: Math.round(lhr.categories.performance.score * 100),
      lcp: lhr.audits['largest-contentful-paint'].numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      cpu: lhr.environment.benchmarkIndex,
    });
  }
  const m = (k) => median(runs.map((r) => r[k]));
  const js = scriptsKB(dists[name]);
  const met = { score: m('score') >= TARGET.score, tbt: m('tbt') <= TARGET.tbtMs, js: js <= TARGET.jsKB };
  const word = (ok) => (ok ? 'met' : '**missed**');
  console.log(
    `| ${label} | ${m('score')} (${runs.map((r) => r.score).join(', ')}) | ${(m('lcp') / 1000).toFixed(2)} s | ` +
      `${Math.round(m('tbt'))} ms | ${js.toFixed(1)} KB | ${word(met.score)} · ${word(met.tbt)} · ${word(met.js)} ` +
      `(CPU index ${Math.round(m('cpu'))}) |`,
  );
  record(
    `Stack floor, ${label}: Lighthouse mobile, TBT, JavaScript`,
    `≥ ${TARGET.score} · ≤ ${TARGET.tbtMs} ms · ≤ ${TARGET.jsKB} KB`,
    `${m('score')} · ${Math.round(m('tbt'))} ms · ${js.toFixed(1)} KB`,
    met.score && met.tbt && met.js,
  );
}
server.close();
