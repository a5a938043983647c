/**
 * Waits until the machine is quiet before a measurement that CPU contention skews (Lighthouse's simulated
 * throttling scales the main thread's work: another process busy on the same 2 cores shows up as blocking time).
 * After the soak, PostgreSQL's autovacuum and checkpoints work through what it wrote for a minute or more.
 * Quiet: every core together busy under QUIET_BUSY_PCT (15) over a 5 s window, for at most QUIET_MAX_S (240) s.
 * Usage: node bench/quiet.mjs, or import { waitForQuiet } from './quiet.mjs'. Prints what it waited.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const WINDOW_MS = 5000;

/** [busy, total] jiffies of all cores, from /proc/stat (idle and iowait count as not busy). */
function cpuTimes() {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
  const total = fields.reduce((a, b) => a + b, 0);
  const idle = fields[3] + (fields[4] ?? 0);
  return [total - idle, total];
}

/** Busy share of every core together over the next `ms` milliseconds, in percent. */
export async function busyPercent(ms = WINDOW_MS) {
  const [b0, t0] = cpuTimes();
  await new Promise((r) => setTimeout(r, ms));
  const [b1, t1] = cpuTimes();
  return t1 > t0 ? (100 * (b1 - b0)) / (t1 - t0) : 0;
}

export async function waitForQuiet({
  maxPct = Number(process.env.QUIET_BUSY_PCT || 15),
  maxSeconds = Number(process.env.QUIET_MAX_S || 240),
} = {}) {
  const started = Date.now();
  let busy = await busyPercent();
  while (busy >= maxPct && Date.now() - started < maxSeconds * 1000) busy = await busyPercent();
  const waited = Math.round((Date.now() - started) / 1000);
  const state = busy < maxPct ? 'quiet' : `still busy (gave up after ${maxSeconds} s)`;
  console.log(
    `  machine ${state}: CPU ${busy.toFixed(0)}% busy over the last 5 s (target < ${maxPct}%), waited ${waited} s`,
  );
  return busy;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await waitForQuiet();
