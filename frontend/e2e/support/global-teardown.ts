import fs from 'node:fs';
import { devBuildDir, stackStateFile, type StackState } from './stack-state';

function alive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM to the process group of `pid`, SIGKILL after 10 s. */
async function stop(pid: number): Promise<void> {
  if (!alive(pid)) return;
  try {
    process.kill(-pid, 'SIGTERM');
  } catch {
    /* gone */
  }
  const deadline = Date.now() + 10_000;
  while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
}

/** Stops the stacks started by global-setup.ts. */
export default async function globalTeardown(): Promise<void> {
  // The route sweep's development build, if a worker made one.
  fs.rmSync(devBuildDir(process.pid), { recursive: true, force: true });
  fs.rmSync(`${devBuildDir(process.pid)}.lock`, { recursive: true, force: true });
  const file = stackStateFile();
  if (!fs.existsSync(file)) return; // E2E_BASE_URL was given: nothing was started
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as StackState;
  fs.rmSync(file, { force: true });

  await Promise.all(state.pids.map(stop));
  if (state.builtDir) fs.rmSync(state.builtDir, { recursive: true, force: true });
}
