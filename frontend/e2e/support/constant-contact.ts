/**
 * Runs the stack's API as a server without Constant Contact app credentials (false) or gives them back (true), through
 * the stack's control server (backend/test/stack/e2e-stack.ts). The stack is shared by the specs of a run: a spec that
 * takes the credentials away gives them back when done.
 */
export async function constantContactConfigured(configured: boolean): Promise<void> {
  const res = await fetch(`${process.env.E2E_MAIL_URL!.replace(/\/$/, '')}/constant-contact`, {
    method: 'POST',
    body: JSON.stringify({ configured }),
  });
  if (!res.ok) throw new Error(`/constant-contact: ${res.status}`);
}
