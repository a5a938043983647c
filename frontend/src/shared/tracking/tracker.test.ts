// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Tracker = typeof import('./tracker');

/** A fetch that holds POST /api/visitors/visits until `release` is called; the other calls answer at once. */
function heldCount(askConsent: boolean) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const sent: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : null });
      if (url === '/api/visitors/visits') {
        await held;
        return Response.json({ success: true, askConsent });
      }
      if (url === '/api/visitors') return Response.json({ success: true, visitor: { id: 'visitor-1' } });
      return Response.json({ success: true });
    }),
  );
  return { release, sent };
}

/** The tracker with this page load's state (it keeps the count and the registration in module scope). */
async function freshTracker(): Promise<Tracker> {
  vi.resetModules();
  return import('./tracker');
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('an enroll click while the visit is still being counted', () => {
  it('is sent for the visitor once the count allows tracking', async () => {
    const { release, sent } = heldCount(false);
    const tracker = await freshTracker();
    // The page's tracking component starts the count; the person clicks before it has answered.
    const counted = tracker.countVisit().then(({ register }) => (register ? tracker.registerVisitorOnce() : null));
    const clicked = tracker.trackAction('enroll_click', { source: 'navbar_webinar' });
    release();
    await Promise.all([counted, clicked]);
    const actions = sent.filter((s) => s.url === '/api/visitors/actions');
    expect(actions).toMatchObject([{ body: { visitorId: 'visitor-1', action: 'enroll_click' } }]);
    expect(sent.filter((s) => s.url === '/api/visitors')).toHaveLength(1);
  });

  it('is not sent where the count says to ask first and nobody has consented', async () => {
    const { release, sent } = heldCount(true);
    const tracker = await freshTracker();
    void tracker.countVisit();
    const clicked = tracker.trackAction('enroll_click', { source: 'navbar_webinar' });
    release();
    await clicked;
    expect(sent.map((s) => s.url)).toEqual(['/api/visitors/visits']);
  });
});
