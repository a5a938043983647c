import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { FullConfig } from '@playwright/test';
import { stackStateFile, type StackState } from './stack-state';

/**
 * Starts the real stack for the browser tests, one per worker, unless E2E_BASE_URL is already set (then tests run
 * against that server, one worker, and nothing is started).
 *
 * 1. Builds the frontend into a fresh temp dir (or reuses E2E_STATIC_DIR if given).
 * 2. Spawns, once per worker and side by side, `node -r @swc-node/register test/stack/e2e-stack.ts` in ../backend
 *    (own process group) with E2E_STATIC_DIR pointing at the build. Each stack has its own database, Redis prefix,
 *    SMTP sink and fakes; it serves the build at baseURL and the API under /api, then prints one line:
 *    `E2E_STACK_READY {"baseURL","databaseUrl","mailUrl"}`.
 * 3. Waits for those lines (max 90 s), exports E2E_BASE_URL_<n>, E2E_DATABASE_URL_<n>, E2E_MAIL_URL_<n> and
 *    E2E_STACKS (inherited by the test workers; support/stack-slot.ts hands worker n its own set), and records the
 *    pids for global-teardown.ts.
 */
const READY_PREFIX = 'E2E_STACK_READY ';
const READY_TIMEOUT_MS = 90_000;

const frontendDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const backendDir = path.resolve(process.env.E2E_BACKEND_DIR ?? path.join(frontendDir, '..', 'backend'));

interface ReadyInfo {
  baseURL: string;
  databaseUrl: string;
  mailUrl: string;
}

function buildFrontend(): string {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'iac-e2e-web-'));
  const viteBin = path.join(frontendDir, 'node_modules', 'vite', 'bin', 'vite.js');
  console.log(`[e2e] building frontend into ${outDir}`);
  const result = spawnSync(process.execPath, [viteBin, 'build', '--logLevel', 'warn'], {
    cwd: frontendDir,
    // A production build, whatever NODE_ENV the runner has (a 'test' NODE_ENV would make import.meta.env.DEV true).
    env: { ...process.env, OUT_DIR: outDir, NODE_ENV: 'production' },
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    fs.rmSync(outDir, { recursive: true, force: true });
    throw new Error(`[e2e] frontend build failed (exit ${result.status ?? result.signal})`);
  }
  return outDir;
}

function killGroup(pid: number) {
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

/** Starts one stack; resolves with its ready line, or kills it and rejects. */
async function startStack(staticDir: string, n: number): Promise<{ pid: number; logFile: string; ready: ReadyInfo }> {
  const logFile = path.join(os.tmpdir(), `iac-e2e-stack-${Date.now()}-${process.pid}-${n}.log`);
  const logFd = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['-r', '@swc-node/register', 'test/stack/e2e-stack.ts'], {
    cwd: backendDir,
    env: { ...process.env, E2E_STATIC_DIR: staticDir },
    detached: true, // own process group: teardown kills the stack and everything it started
    stdio: ['ignore', 'pipe', logFd],
  });
  fs.closeSync(logFd);
  if (child.pid === undefined) throw new Error('[e2e] could not spawn the backend e2e stack');
  const pid = child.pid;

  const fail = (reason: string): Error => {
    killGroup(pid);
    console.error(`[e2e] backend e2e stack failed: ${reason}\n[e2e] stack log: ${logFile}`);
    return new Error(`[e2e] backend e2e stack failed: ${reason} (log: ${logFile})`);
  };

  const ready = await new Promise<ReadyInfo>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    const timer = setTimeout(
      () => reject(fail(`no "${READY_PREFIX.trim()}" line within ${READY_TIMEOUT_MS / 1000} s`)),
      READY_TIMEOUT_MS,
    );
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      clearTimeout(timer);
      reject(fail(`exited before ready (code ${code}, signal ${signal})`));
    };
    child.once('exit', onExit);
    child.once('error', (err) => {
      clearTimeout(timer);
      reject(fail(err.message));
    });
    lines.on('line', (line) => {
      fs.appendFileSync(logFile, `[stdout] ${line}\n`);
      if (!line.startsWith(READY_PREFIX)) return;
      try {
        const info = JSON.parse(line.slice(READY_PREFIX.length)) as ReadyInfo;
        if (!info.baseURL) throw new Error('baseURL missing');
        clearTimeout(timer);
        child.off('exit', onExit);
        resolve(info);
      } catch (e) {
        clearTimeout(timer);
        reject(fail(`bad ready line: ${line} (${e instanceof Error ? e.message : String(e)})`));
      }
    });
  });

  // Keep draining stdout into the log, but let the runner exit without waiting on the child.
  child.unref();
  (child.stdout as unknown as { unref?: () => void }).unref?.();
  return { pid, logFile, ready };
}

export default async function globalSetup(config: FullConfig): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using running stack at ${process.env.E2E_BASE_URL}`);
    return;
  }

  const givenStatic = process.env.E2E_STATIC_DIR;
  const staticDir = givenStatic ? path.resolve(givenStatic) : buildFrontend();
  const builtDir = givenStatic ? undefined : staticDir;

  const count = Math.max(1, config.workers);
  const started = await Promise.allSettled(Array.from({ length: count }, (_, n) => startStack(staticDir, n)));
  const stacks = started.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
  const failed = started.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) {
    stacks.forEach((s) => killGroup(s.pid));
    if (builtDir) fs.rmSync(builtDir, { recursive: true, force: true });
    throw failed.reason;
  }

  stacks.forEach(({ ready }, n) => {
    process.env[`E2E_BASE_URL_${n}`] = ready.baseURL.replace(/\/$/, '');
    process.env[`E2E_DATABASE_URL_${n}`] = ready.databaseUrl;
    process.env[`E2E_MAIL_URL_${n}`] = ready.mailUrl.replace(/\/$/, '');
  });
  process.env.E2E_STACKS = String(stacks.length);
  // The first stack is also the default, for code that runs outside a worker.
  process.env.E2E_BASE_URL = process.env.E2E_BASE_URL_0;
  process.env.E2E_DATABASE_URL = process.env.E2E_DATABASE_URL_0;
  process.env.E2E_MAIL_URL = process.env.E2E_MAIL_URL_0;

  const state: StackState = { pids: stacks.map((s) => s.pid), builtDir, logFiles: stacks.map((s) => s.logFile) };
  fs.writeFileSync(stackStateFile(), JSON.stringify(state));
  stacks.forEach((s, n) =>
    console.log(`[e2e] stack ${n} ready at ${process.env[`E2E_BASE_URL_${n}`]} (pid ${s.pid}, log ${s.logFile})`),
  );
}
