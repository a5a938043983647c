import { expect, type Page, type Request } from '@playwright/test';

/** How long no request may start or end before a page counts as settled. */
const QUIET_MS = 200;

/**
 * Watches `page`'s requests from now on; the returned wait ends once every request has answered and none started
 * for a moment (a lazy chunk's queries start once it has rendered). It is what 'networkidle' waits for without its
 * fixed half second, and without waiting for frames to load: a sandboxed srcdoc preview held 'networkidle' ~30 s.
 */
export function networkSettled(page: Page): () => Promise<void> {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (r) => {
    inFlight.add(r);
    lastChange = Date.now();
  });
  const answered = (r: Request) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  return () =>
    expect
      .poll(() => inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS, { intervals: [50], timeout: 30_000 })
      .toBe(true);
}
