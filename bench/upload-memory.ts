/**
 * Memory of the API process while a 100 MB video is uploaded and then streamed back in full.
 * Usage (from the repo root, services running): cd backend && node -r @swc-node/register ../bench/upload-memory.ts
 * Prints the API's resident set size (RSS, from /proc) before, at its peak during each phase, and the growth, once with
 * each media storage: local disk (MEDIA_DIR) and an S3 bucket (the local S3-compatible server of the e2e suite, run in
 * this process so that its memory is not the API's).
 * Targets: growth under 30 MB (the upload is streamed to storage, the download streamed from it), and a file four
 * times as large grows the API by less than twice as much (a buffered file would add its own size).
 * Each run starts a fresh API, so one run's high-water mark is not the next one's baseline.
 */
import { spawn } from 'child_process';
import { readFileSync } from 'fs';
import { request } from 'http';
import { join } from 'path';
import { createInterface } from 'readline';
import { startS3Fake } from '../backend/test/fakes/s3.fake';
// The make bench summary's rows (Node requires this ES module synchronously).
import { record } from './summary.mjs';

/** The video size in MB (UPLOAD_MB, default 100); the second run of each storage uploads four times as much. */
const SIZE = Number(process.env.UPLOAD_MB || 100) * 1024 * 1024;
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;
const fmt = (b: number) => `${(b / MB).toFixed(1)} MB`;

function rss(pid: number): number {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) * 1024 : 0;
}

/** Samples the RSS of `pid` every 20 ms while `work` runs; returns the peak. */
async function peakDuring(pid: number, work: () => Promise<unknown>): Promise<number> {
  let peak = rss(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rss(pid))), 20);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, rss(pid));
}

function upload(port: number, cookie: string, size: number): Promise<{ id: string }> {
  const boundary = 'benchboundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nBench video\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="bench.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
  const chunk = Buffer.alloc(CHUNK, 7);
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/videos/upload',
      headers: {
        Cookie: cookie,
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        'Content-Length': String(head.length + size + tail.length),
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () =>
        res.statusCode === 201 ? resolve(JSON.parse(body).video) : reject(new Error(`${res.statusCode} ${body}`)),
      );
    });
    req.on('error', reject);
    req.write(head);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(CHUNK, size - sent);
        const piece = sent === 0 ? Buffer.concat([ftyp, chunk.subarray(ftyp.length, n)]) : chunk.subarray(0, n);
        sent += n;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    pump();
  });
}

function call(port: number, cookie: string, method: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      method,
      path,
      headers: { Cookie: cookie, 'X-Requested-With': 'XMLHttpRequest' },
    });
    let bytes = 0;
    req.on('response', (res) => {
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () =>
        res.statusCode! < 300 ? resolve(bytes) : reject(new Error(`${method} ${path}: ${res.statusCode}`)),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** V8's memory flags from production's start command (`npm run start:api`), so the figures are production's. */
const packageJson = JSON.parse(readFileSync(join(__dirname, '../backend/package.json'), 'utf8'));
const V8_FLAGS: string[] = packageJson.scripts['start:api'].match(/--max-\S+/g);

/** One run against the API started with `appEnv` (its media storage); prints and records the figures. */
async function measure(storage: string, appEnv: Record<string, string>, size: number): Promise<number> {
  const server = [...V8_FLAGS, '-r', '@swc-node/register', join(__dirname, 'upload-memory.server.ts')];
  const child = spawn(process.execPath, server, {
    cwd: process.cwd(),
    // bench/ has no node_modules of its own: resolve the API's packages from backend/.
    env: {
      ...process.env,
      NODE_PATH: join(process.cwd(), 'node_modules'),
      NODE_OPTIONS: '-r reflect-metadata',
      BENCH_APP_ENV: JSON.stringify({ MAX_UPLOAD_BYTES: String(size + MB), ...appEnv }),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      child.once('exit', (code) => reject(new Error(`API exited (${code})`)));
    });
    const { port, cookie } = JSON.parse(line) as { port: number; cookie: string };
    const pid = child.pid!;

    // Warm-up: one upload and stream so start-up allocations are not counted; 12 MB takes the same code as the
    // measured one (with S3, a multipart upload of several parts: a smaller file is one PutObject).
    const warm = await upload(port, cookie, 12 * MB);
    await call(port, cookie, 'GET', `/api/videos/${warm.id}/stream`);
    await new Promise((r) => setTimeout(r, 500));

    const before = rss(pid);
    let video: { id: string } | undefined;
    const t0 = Date.now();
    const uploadPeak = await peakDuring(pid, async () => (video = await upload(port, cookie, size)));
    const uploadMs = Date.now() - t0;
    let streamed = 0;
    const t1 = Date.now();
    const streamPeak = await peakDuring(
      pid,
      async () => (streamed = await call(port, cookie, 'GET', `/api/videos/${video!.id}/stream`)),
    );
    const streamMs = Date.now() - t1;
    if (streamed !== size) throw new Error(`streamed ${streamed} bytes, expected ${size}`);

    const growth = Math.max(uploadPeak, streamPeak) - before;
    console.log(
      `upload-memory: ${size / MB} MB video through the API, ${storage} (upload streamed to storage, then streamed back)`,
    );
    console.log(`  API RSS before:          ${fmt(before)}`);
    console.log(
      `  API RSS peak, upload:    ${fmt(uploadPeak)}  (${uploadMs} ms, ${(size / MB / (uploadMs / 1000)).toFixed(0)} MB/s)`,
    );
    console.log(
      `  API RSS peak, stream:    ${fmt(streamPeak)}  (${streamMs} ms, ${(size / MB / (streamMs / 1000)).toFixed(0)} MB/s)`,
    );
    console.log(`  RSS growth:              ${fmt(growth)}  (target < 30 MB: ${growth < 30 * MB ? 'met' : 'NOT met'})`);
    record(`${size / MB} MB upload and stream: API RSS growth, ${storage}`, '< 30 MB', fmt(growth), growth < 30 * MB);
    return growth;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

/**
 * Below this, the smaller run's Buffers may all be freed before the collector's slack (~64 MB on Node 24) fills, so
 * the ratio would compare a collected run with an uncollected one and say nothing about buffering.
 */
const RATIO_MIN_SIZE = 100 * MB;

/** Runs `size` and four times `size`: growth that does not follow the file is no buffering of it. */
async function measureBoth(storage: string, appEnv: Record<string, string>) {
  const one = await measure(storage, appEnv, SIZE);
  const four = await measure(storage, appEnv, 4 * SIZE);
  const met = four < 2 * one;
  const verdict = SIZE < RATIO_MIN_SIZE ? 'not judged below UPLOAD_MB=100' : met ? 'met' : 'NOT met';
  console.log(
    `upload-memory: ${storage}, ${(4 * SIZE) / MB} MB grew ${fmt(four)} against ${fmt(one)} for ${SIZE / MB} MB ` +
      `(target < 2x, the file is not held: ${verdict})`,
  );
  if (SIZE < RATIO_MIN_SIZE) return;
  record(
    `${(4 * SIZE) / MB} MB against ${SIZE / MB} MB: RSS growth, ${storage}`,
    '< 2x',
    `${(four / one).toFixed(2)}x`,
    met,
  );
}

async function main() {
  await measureBoth('local disk', {});
  const s3 = await startS3Fake();
  try {
    await measureBoth('S3', s3.env);
  } finally {
    await s3.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
