/**
 * Loaded into the API by bench/run.sh for the soak (node -r): every MEMLOG_EVERY_MS (default 15 s) appends one JSON
 * line of process.memoryUsage() to MEMLOG, so the soak can tell where memory went: the V8 heap (heapTotal), Buffers
 * and other memory V8 knows of (external, arrayBuffers), or the rest of the process (rss minus both: native
 * allocations, code, thread stacks, the allocator's free lists).
 */
const fs = require('node:fs');

const file = process.env.MEMLOG;
if (file) {
  const started = Date.now();
  const sample = () => {
    const m = process.memoryUsage();
    fs.appendFileSync(file, `${JSON.stringify({ s: Math.round((Date.now() - started) / 1000), ...m })}\n`);
  };
  sample();
  setInterval(sample, Number(process.env.MEMLOG_EVERY_MS || 15_000)).unref();
}
