import { runCheckScript } from '../../test/support/run-check-script';

/** Runs scripts/check-decisions.mjs on a temporary decisions file. */
const check = (text: string) => runCheckScript('check-decisions.mjs', { 'decisions.md': text }, 'decisions.md');

describe('scripts/check-decisions.mjs', () => {
  it('passes a file of current decisions', () => {
    expect(check('# Decisions\n\n- **Sessions are Redis records.**\n  Why: so they can be ended.\n')).toEqual({
      code: 0,
      stderr: '',
    });
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
