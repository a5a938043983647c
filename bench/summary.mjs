import fs from 'node:fs';

/**
 * One table for `make bench`: every script records its figures here as it measures them (BENCH_SUMMARY names the
 * file; without it nothing is recorded), and run.sh prints them at the end with the machine's load average.
 */
export function record(figure, target, measured, met) {
  const file = process.env.BENCH_SUMMARY;
  if (!file) return;
  fs.appendFileSync(file, `${JSON.stringify({ figure, target, measured, met: !!met })}\n`);
}

export function loadAverage() {
  return fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
}

function print(file, loadAtStart) {
  const rows = fs.existsSync(file)
    ? fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l))
    : [];
  const met = rows.filter((r) => r.met).length;
  console.log(`\n## Summary (${new Date().toISOString().slice(0, 16)} UTC, ${rows.length} figures)`);
  console.log(`load average (1, 5, 15 min): at start ${loadAtStart}, at end ${loadAverage()}\n`);
  console.log('| figure | target | measured | |');
  console.log('|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.figure} | ${r.target} | ${r.measured} | ${r.met ? 'met' : '**missed**'} |`);
  console.log(`\n${met} met, ${rows.length - met} missed`);
}

if (process.argv[2] === 'print') print(process.argv[3], process.argv[4] ?? '?');
if (process.argv[2] === 'load') console.log(loadAverage());
