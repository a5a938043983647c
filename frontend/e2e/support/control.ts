/**
 * The e2e stack's test control server (backend/test/stack/e2e-stack.ts): runs a worker job now or drops in-memory
 * copies, where production waits for a schedule or an admin's edit.
 */
export async function control(path: '/campaign-tick' | '/analytics-refresh' | '/public-cache-drop'): Promise<void> {
  const res = await fetch(`${process.env.E2E_MAIL_URL!.replace(/\/$/, '')}${path}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
}

/**
 * Takes the stack's Google Places and/or RentCast API key away (false) or gives the fake's key back (true), so a spec
 * sees the server a site without those keys runs. The stack is shared by every spec of the run: give the keys back
 * when done (afterEach), `providers({ places: true, rentcast: true })`.
 */
export async function providers(keys: { places?: boolean; rentcast?: boolean }): Promise<void> {
  const res = await fetch(`${process.env.E2E_MAIL_URL!.replace(/\/$/, '')}/providers`, {
    method: 'POST',
    body: JSON.stringify(keys),
  });
  if (!res.ok) throw new Error(`/providers: ${res.status}`);
}
