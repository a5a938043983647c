import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/**
 * Runs scripts/<script> (a make-check rule) on a temporary tree of files ({path: text}), given the tree's folder, or
 * `target` inside it, as its argument; answers its exit code and error output.
 */
export function runCheckScript(
  script: string,
  files: Record<string, string>,
  target = '',
): { code: number; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'check-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  try {
    execFileSync(process.execPath, [join(__dirname, '../../../scripts', script), join(dir, target)], { stdio: 'pipe' });
    return { code: 0, stderr: '' };
  } catch (e) {
    const err = e as { status: number; stderr: Buffer };
    return { code: err.status, stderr: err.stderr.toString() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
