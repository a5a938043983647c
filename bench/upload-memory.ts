/**
 * Memory of the API process while a 100 MB video is uploaded and then streamed back in full.
 * Usage (from the repo root, services running): cd backend && node -r @swc-node/register ../bench/upload-memory.ts
 * Prints the API's resident set size (RSS, from /proc) before, at its peak during each phase, and the growth, once with
 * each media storage: local disk (MEDIA_DIR) and an S3 bucket (the local S3-compatible server of the e2e suite, run in
 * this process so that its memory is not the API's).
 * Target: growth under 30 MB (the upload is streamed to storage, the download streamed from it).
 */
import { spawn } from 'child_process';
import { appendFileSync, readFileSync } from 'fs';
import { request } from 'http';
import { join } from 'path';
import { createInterface } from 'readline';
import { startS3Fake } from '../backend/test/fakes/s3.fake';

/** The video size in MB (UPLOAD_MB, default 100): growth that does not follow it is no buffering of the file. */
const SIZE = Number(process.env.UPLOAD_MB || 100) * 1024 * 1024;
const CHUNK = 64 * 1024;
const MB = 1024 * 1024;

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

/** One run against the API started with `appEnv` (its media storage); prints and records the figures. */
async function measure(storage: string, appEnv: Record<string, string>) {
  const child = spawn(process.execPath, ['-r', '@swc-node/register', join(__dirname, 'upload-memory.server.ts')], {
    cwd: process.cwd(),
    // bench/ has no node_modules of its own: resolve the API's packages from backend/.
    env: {
      ...process.env,
      NODE_PATH: join(process.cwd(), 'node_modules'),
      NODE_OPTIONS: '-r reflect-metadata',
      BENCH_APP_ENV: JSON.stringify({ MAX_UPLOAD_BYTES: String(SIZE + MB), ...appEnv }),
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
    const uploadPeak = await peakDuring(pid, async () => (video = await upload(port, cookie, SIZE)));
    const uploadMs = Date.now() - t0;
    let streamed = 0;
    const t1 = Date.now();
    const streamPeak = await peakDuring(
      pid,
      async () => (streamed = await call(port, cookie, 'GET', `/api/videos/${video!.id}/stream`)),
    );
    const streamMs = Date.now() - t1;
    if (streamed !== SIZE) throw new Error(`streamed ${streamed} bytes, expected ${SIZE}`);

    const growth = Math.max(uploadPeak, streamPeak) - before;
    const fmt = (b: number) => `${(b / MB).toFixed(1)} MB`;
    console.log(
      `upload-memory: ${SIZE / MB} MB video through the API, ${storage} (upload streamed to storage, then streamed back)`,
    );
    console.log(`  API RSS before:          ${fmt(before)}`);
    console.log(
      `  API RSS peak, upload:    ${fmt(uploadPeak)}  (${uploadMs} ms, ${(SIZE / MB / (uploadMs / 1000)).toFixed(0)} MB/s)`,
    );
    console.log(
      `  API RSS peak, stream:    ${fmt(streamPeak)}  (${streamMs} ms, ${(SIZE / MB / (streamMs / 1000)).toFixed(0)} MB/s)`,
    );
    console.log(`  RSS growth:              ${fmt(growth)}  (target < 30 MB: ${growth < 30 * MB ? 'met' : 'NOT met'})`);
    // The make bench summary (bench/summary.mjs reads these lines).
    if (process.env.BENCH_SUMMARY) {
      const figure = `${SIZE / MB} MB upload and stream: API RSS growth, ${storage}`;
      const row = { figure, target: '< 30 MB', measured: fmt(growth) };
      appendFileSync(process.env.BENCH_SUMMARY, `${JSON.stringify({ ...row, met: growth < 30 * MB })}\n`);
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

async function main() {
  await measure('local disk', {});
  const s3 = await startS3Fake();
  try {
    await measure('S3', s3.env);
  } finally {
    await s3.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
