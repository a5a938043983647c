import { createHmac } from 'node:crypto';

/**
 * Thinkific signs webhooks with the site's API key; the e2e stack's API key is the Thinkific fake's
 * (backend/test/fakes/thinkific.fake.ts, FAKE_THINKIFIC_API_KEY).
 */
export const E2E_THINKIFIC_KEY = 'fake-thinkific-key';
let seq = 0;

/**
 * Posts a signed Thinkific webhook envelope to the running stack, as Thinkific would
 * (HMAC-SHA256 of the raw body, hex, in X-Thinkific-Hmac-Sha256).
 */
export async function postThinkificWebhook(resource: string, action: string, payload: Record<string, unknown>) {
  const body = JSON.stringify({
    id: `e2e${Date.now()}${++seq}`,
    resource,
    action,
    tenant_id: '59',
    created_at: new Date().toISOString(),
    payload,
  });
  const res = await fetch(`${process.env.E2E_BASE_URL}/api/webhooks/thinkific`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Thinkific-Hmac-Sha256': createHmac('sha256', E2E_THINKIFIC_KEY).update(body).digest('hex'),
    },
    body,
  });
  if (!res.ok) throw new Error(`webhook: ${res.status} ${await res.text()}`);
}

/** An enrollment.created payload for a paid purchase of the course by `email`. */
export function enrollmentFor(email: string, ids: { enrollment: number; user: number }) {
  return {
    id: ids.enrollment,
    course: { id: 68, name: 'Investor Agent Certification', slug: 'investor-agent-certification' },
    course_id: 68,
    percentage_completed: '0',
    free_trial: false,
    started_at: new Date().toISOString(),
    activated_at: new Date().toISOString(),
    expiry_date: null,
    user: { id: ids.user, email, first_name: 'Pat', last_name: 'Buyer' },
  };
}
