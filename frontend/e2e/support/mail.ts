/** Messages captured by the backend's SMTP sink (E2E_MAIL_URL, set by global setup). */
export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

function mailUrl(): string {
  const url = process.env.E2E_MAIL_URL;
  if (!url) throw new Error('E2E_MAIL_URL is not set (global setup did not run?)');
  return url.replace(/\/$/, '');
}

/** All messages captured so far. */
export async function messages(): Promise<CapturedMail[]> {
  const res = await fetch(`${mailUrl()}/messages`);
  if (!res.ok) throw new Error(`mail sink: ${res.status} ${await res.text()}`);
  return (await res.json()) as CapturedMail[];
}

/** Polls until a message matching `predicate` arrives (mail is sent by the worker, asynchronously). */
export async function waitForMail(predicate: (m: CapturedMail) => boolean, timeoutMs = 15_000): Promise<CapturedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await messages()).find(predicate);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
