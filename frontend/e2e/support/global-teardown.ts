import fs from 'node:fs';
import { stackStateFile, type StackState } from './stack-state';

function alive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Stops the stack started by global-setup.ts: SIGTERM to its process group, SIGKILL after 10 s. */
export default async function globalTeardown(): Promise<void> {
  const file = stackStateFile();
  if (!fs.existsSync(file)) return; // E2E_BASE_URL was given: nothing was started
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as StackState;
  fs.rmSync(file, { force: true });

  if (alive(state.pid)) {
    try {
      process.kill(-state.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
    const deadline = Date.now() + 10_000;
    while (alive(state.pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    if (alive(state.pid)) {
      try {
        process.kill(-state.pid, 'SIGKILL');
      } catch {
        /* gone */
      }
    }
  }
  if (state.builtDir) fs.rmSync(state.builtDir, { recursive: true, force: true });
}
