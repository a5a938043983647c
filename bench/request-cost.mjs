/**
 * The cost table of issue 30: the API's CPU per request for every operation reachable without a session (and the
 * signed-in writes), each with its worst input, as a multiple of a ping. The figures come from the cost-budget
 * test itself (backend/test/security/cost-budget.e2e-spec.ts, table of inputs in cost-budget.ts), run once here
 * with COST_REPORT naming a file: one table of inputs, one way of measuring. Needs `make services`.
 * Usage: node bench/request-cost.mjs
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { record } from './summary.mjs';

const backend = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'backend');
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'request-cost-')), 'report.json');
// The spec path before --selectProjects: that option takes every word after it as a project name.
const run = spawnSync(
  path.join(backend, 'node_modules', '.bin', 'jest'),
  ['test/security/cost-budget.e2e-spec.ts', '--selectProjects', 'e2e', '--silent'],
  { cwd: backend, env: { ...process.env, COST_REPORT: report }, stdio: ['ignore', 'ignore', 'inherit'] },
);
if (!fs.existsSync(report)) {
  console.error(`the cost-budget test wrote no report (exit ${run.status ?? run.signal})`);
  process.exit(1);
}
const { budgetPings, pingMs, rows } = JSON.parse(fs.readFileSync(report, 'utf8'));
const target = (r) => (r.throttle && !r.strict ? `≤ ${budgetPings}x or throttled` : `≤ ${budgetPings}x`);

console.log(
  `API CPU per request against a ping (${pingMs.toFixed(3)} ms), median of 3 rounds; test exit ${run.status}\n`,
);
console.log('| route | worst input | CPU per request | × ping | throttle | target | measured | |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows) {
  const name = r.key === r.key.split(' ')[0] ? r.route : `${r.route} ${r.key.slice(r.key.indexOf(' ') + 1)}`;
  const measured = `${r.pings}x${r.throttle ? ', throttled' : ''}`;
  console.log(
    `| ${name} | ${r.worst} | ${r.cpuMs.toFixed(2)} ms | ${r.pings}x | ${r.throttle || '—'} | ${target(r)} | ${measured} | ${r.met ? 'met' : '**missed**'} |`,
  );
  record(`request cost: ${name}`, target(r), `${measured} (${r.cpuMs.toFixed(2)} ms)`, r.met);
}
const missed = rows.filter((r) => !r.met).length;
console.log(`\n${rows.length - missed} met, ${missed} missed`);
