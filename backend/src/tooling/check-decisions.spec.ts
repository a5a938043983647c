import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCRIPT = join(__dirname, '../../../scripts/check-decisions.mjs');

/** Runs scripts/check-decisions.mjs on a temporary decisions file; answers its exit code and error output. */
function check(text: string): { code: number; stderr: string } {
  const dir = mkdtempSync(join(tmpdir(), 'decisions-'));
  const file = join(dir, 'decisions.md');
  writeFileSync(file, text);
  try {
    execFileSync(process.execPath, [SCRIPT, file], { stdio: 'pipe' });
    return { code: 0, stderr: '' };
  } catch (e) {
    const err = e as { status: number; stderr: Buffer };
    return { code: err.status, stderr: err.stderr.toString() };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('scripts/check-decisions.mjs', () => {
  it('passes a file of current decisions', () => {
    expect(check('# Decisions\n\n- **Sessions are Redis records.**\n  So they can be ended.\n').code).toBe(0);
  });

  it.each([
    ['superseded', '- **Old rule.** *Superseded by issue 13.*'],
    ['no longer', '- **Passwords** are no longer mailed.'],
    ['obsolete', '- **Express adapter** (obsolete).'],
    ['was replaced', '- **LocalCache** was replaced by lru-cache.'],
  ])('fails on an entry marked %s, naming its line', (_word, entry) => {
    const result = check(`# Decisions\n\n- **Current.** Why.\n${entry}\n`);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`4: ${entry}`);
  });
});
