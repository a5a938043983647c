import os from 'node:os';
import path from 'node:path';

/** State shared between global setup and global teardown (same runner process; also on disk). */
export interface StackState {
  /** One stack per worker, each in its own process group. */
  pids: number[];
  /** Frontend build made by global setup (removed at teardown); absent when E2E_STATIC_DIR was given. */
  builtDir?: string;
  logFiles: string[];
}

/** One state file per runner process, so concurrent runs do not collide. */
export function stackStateFile(): string {
  return path.join(os.tmpdir(), `iac-e2e-stack-${process.pid}.json`);
}

/** The route sweep's development build for the run of runner `runnerPid` (built by the first worker needing it). */
export function devBuildDir(runnerPid: number): string {
  return path.join(os.tmpdir(), `iac-e2e-devweb-${runnerPid}`);
}
