import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import { stackStateFile, type StackState } from './stack-state';

/**
 * Starts the real stack for the browser tests, unless E2E_BASE_URL is already set (then tests run
 * against that server and nothing is started).
 *
 * 1. Builds the frontend into a fresh temp dir (or reuses E2E_STATIC_DIR if given).
 * 2. Spawns `node -r @swc-node/register test/stack/e2e-stack.ts` in ../backend (own process group)
 *    with E2E_STATIC_DIR pointing at the build. The backend script serves the build at baseURL and
 *    the API under /api, then prints one line: `E2E_STACK_READY {"baseURL","databaseUrl","mailUrl"}`.
 * 3. Waits for that line (max 90 s), exports E2E_BASE_URL, E2E_DATABASE_URL, E2E_MAIL_URL
 *    (inherited by the test workers) and records the pid for global-teardown.ts.
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

export default async function globalSetup(): Promise<void> {
  if (process.env.E2E_BASE_URL) {
    console.log(`[e2e] using running stack at ${process.env.E2E_BASE_URL}`);
    return;
  }

  const givenStatic = process.env.E2E_STATIC_DIR;
  const staticDir = givenStatic ? path.resolve(givenStatic) : buildFrontend();
  const builtDir = givenStatic ? undefined : staticDir;

  const logFile = path.join(os.tmpdir(), `iac-e2e-stack-${Date.now()}-${process.pid}.log`);
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
    if (builtDir) fs.rmSync(builtDir, { recursive: true, force: true });
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

  process.env.E2E_BASE_URL = ready.baseURL.replace(/\/$/, '');
  process.env.E2E_DATABASE_URL = ready.databaseUrl;
  process.env.E2E_MAIL_URL = ready.mailUrl.replace(/\/$/, '');

  const state: StackState = { pid, builtDir, logFile };
  fs.writeFileSync(stackStateFile(), JSON.stringify(state));
  console.log(`[e2e] stack ready at ${process.env.E2E_BASE_URL} (pid ${pid}, log ${logFile})`);
}
