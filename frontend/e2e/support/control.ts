/**
 * The e2e stack's test control server (backend/test/stack/e2e-stack.ts): runs a worker job now or drops in-memory
 * copies, where production waits for a schedule or an admin's edit.
 */
export async function control(path: '/campaign-tick' | '/analytics-refresh' | '/public-cache-drop'): Promise<void> {
  const res = await fetch(`${process.env.E2E_MAIL_URL!.replace(/\/$/, '')}${path}`, { method: 'POST' });
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
}
