import { expect, type Page, type Request } from '@playwright/test';

/** How long no request may start or end before a page counts as settled. */
const QUIET_MS = 200;

/**
 * Watches `page`'s requests from now on; the returned wait ends once every request has answered and none started
 * for a moment (a lazy chunk's queries start once it has rendered). It is what 'networkidle' waits for without its
 * fixed half second, and without waiting for frames to load: a sandboxed srcdoc preview held 'networkidle' ~30 s.
 * A video's download is left out: the browser pauses it once it has buffered enough, and it then stays open for as
 * long as the page shows the video (the landing hero, once a test has activated one on the stack). So is the
 * browser's background revalidation of a copy it has already answered the page with.
 * A wait that times out names what it still awaited: the requests in flight, or the last second's starts and ends.
 */
export function networkSettled(page: Page): (what?: string) => Promise<void> {
  const named = (r: Request) => `${r.method()} ${r.url()} (${r.resourceType()})`;
  const inFlight = new Set<Request>();
  const recent: Array<{ at: number; request: string }> = [];
  let lastChange = Date.now();
  const changed = (request: string) => {
    lastChange = Date.now();
    recent.push({ at: lastChange, request });
    if (recent.length > 50) recent.shift();
  };
  // What the page's own fetches were answered for. A request the browser makes itself ('other') for one of them is
  // its revalidation of a stale copy the page was already given (stale-while-revalidate): its 304 comes in a few ms,
  // but DevTools hears its end only at the next page load (ERR_ABORTED), 8-30 s later.
  const fetched = new Set<string>();
  page.on('request', (r) => {
    if (r.resourceType() === 'media') return;
    if (r.resourceType() === 'other' && fetched.has(r.url())) return;
    inFlight.add(r);
    changed(named(r));
  });
  // Only the end of a request it saw start counts as a change.
  const answered = (r: Request) => {
    if (!inFlight.delete(r)) return;
    if (r.resourceType() === 'fetch') fetched.add(r.url());
    const took = r.timing().responseEnd;
    changed(`${named(r)} ended${took > 0 ? ` after ${Math.round(took)} ms` : ''}`);
  };
  page.on('requestfinished', answered);
  page.on('requestfailed', answered);
  const awaited = () => {
    if (inFlight.size > 0) return [...inFlight].map(named);
    const now = Date.now();
    if (now - lastChange >= QUIET_MS) return [];
    const lastSecond = recent
      .filter(({ at }) => at > now - 1000)
      .map(({ at, request }) => `${request} ${now - at} ms ago`);
    return [`no quiet ${QUIET_MS} ms; the last second's requests: ${lastSecond.join(', ') || 'none'}`];
  };
  return (what?: string) =>
    expect
      .poll(awaited, { message: what && `${what}: requests still settling`, intervals: [50], timeout: 30_000 })
      .toEqual([]);
}
