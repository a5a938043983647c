/**
 * Ping latency while crafted password resets are kept eight at a time in flight against a real API process: the
 * flood of backend/test/faults/reset-flood.e2e-spec.ts, run once here with FLOOD_REPORT naming a file (one flood, one
 * way of measuring). Target: ping p99 ≤ 100 ms, plus the host's own stall when its quiet p99 is above 10 ms.
 * Needs `make services`. Usage: node bench/reset-flood.mjs
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { record } from './summary.mjs';

const backend = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'backend');
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'reset-flood-')), 'report.json');
// The spec path before --selectProjects: that option takes every word after it as a project name.
const run = spawnSync(
  path.join(backend, 'node_modules', '.bin', 'jest'),
  ['test/faults/reset-flood.e2e-spec.ts', '--selectProjects', 'e2e', '--silent'],
  { cwd: backend, env: { ...process.env, FLOOD_REPORT: report }, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (!fs.existsSync(report)) {
  console.error(`the reset-flood test wrote no report (exit ${run.status ?? run.signal})`);
  process.exit(1);
}
const { quietP99, p99, limit, busy, resets } = JSON.parse(fs.readFileSync(report, 'utf8'));
const met = p99 <= limit;
console.log(
  `Ping during a flood of crafted password resets (8 in flight, ${resets} in 5 s; API busy ${busy.toFixed(0)}% of a core)`,
);
console.log('| figure | target | measured | |');
console.log('|---|---|---|---|');
console.log(`| quiet ping p99 | — | ${quietP99.toFixed(1)} ms | |`);
console.log(
  `| ping p99 during the flood | ≤ ${limit.toFixed(0)} ms | ${p99.toFixed(1)} ms | ${met ? 'met' : '**missed**'} |`,
);
record('reset flood: ping p99', `≤ ${limit.toFixed(0)} ms`, `${p99.toFixed(1)} ms`, met);
