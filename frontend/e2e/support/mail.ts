import { expect } from '@playwright/test';

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
  let found: CapturedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await messages()).find(predicate);
        return found !== undefined;
      },
      { message: 'a matching e-mail in the mail sink', timeout: timeoutMs, intervals: [250] },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable: the poll ended without a message');
  return found;
}
