/**
 * Each Playwright worker has a whole stack of its own (API, worker, database, SMTP sink, provider fakes), so the
 * workers share nothing: global setup starts one per worker and exports E2E_BASE_URL_<n>, E2E_DATABASE_URL_<n> and
 * E2E_MAIL_URL_<n>; this copies worker n's set to E2E_BASE_URL, E2E_DATABASE_URL and E2E_MAIL_URL, which the tests
 * and helpers read. Runs when the config is loaded (in the runner and in each worker, before any test).
 */
export const STACK_VARS = ['E2E_BASE_URL', 'E2E_DATABASE_URL', 'E2E_MAIL_URL'] as const;

export function pickWorkerStack(): void {
  const slot = process.env.TEST_PARALLEL_INDEX;
  const stacks = Number(process.env.E2E_STACKS || 0);
  if (slot === undefined || !stacks) return;
  const n = Number(slot) % stacks;
  for (const name of STACK_VARS) {
    const value = process.env[`${name}_${n}`];
    if (value) process.env[name] = value;
  }
}
