import { expect, test, type Page } from './support/test';
import { createUser, signInAs } from './support/users';

/**
 * A signed-in page asks for its data while its code loads (src/shared/lazy-page.ts, PageData), once the session check
 * allows it: the requests go out while the page's own code is still on its way, each is made once (the page's hooks
 * find them in the cache), and nobody else's page data is ever asked for.
 */

/** Holds back the answers to requests matching `pattern` until `release()` is called (or 10 s pass). */
async function holdBack(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
  return () => release();
}

/** Each API request of the load, by path. */
function apiRequests(page: Page) {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((e) => new URL(e.name).pathname)
      .filter((path) => path.startsWith('/api/')),
  );
}

test('/admin/emails asks for its campaigns, stats and provider status while its code loads, once each', async ({
  page,
  context,
}) => {
  await signInAs(context, await createUser({ userType: 'admin' }));
  // The page's code is held back until its first data request has gone out (or 10 s, then the test fails).
  const release = await holdBack(page, /\/assets\/CampaignsPage-[^/]+\.js$/);
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/campaigns', { timeout: 9_000 });
  await page.goto('/admin/emails', { waitUntil: 'commit' });
  await asked.finally(release);

  await expect(page.getByRole('heading', { name: 'Email Campaigns' })).toBeVisible();
  await expect(page.getByText('Active Campaigns')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const requests = await apiRequests(page);
  for (const path of ['/api/campaigns', '/api/campaigns/stats', '/api/constant-contact/test']) {
    expect(
      requests.filter((p) => p === path),
      path,
    ).toHaveLength(1);
  }
});

test("a student sent away from /admin/emails never asks for the admin's data", async ({ page, context }) => {
  await signInAs(context, await createUser({ userType: 'student' }));
  await page.goto('/admin/emails');
  await expect(page).toHaveURL(/\/$/);
  await page.waitForLoadState('networkidle');
  const asked = await apiRequests(page);
  expect(asked.filter((p) => p.startsWith('/api/campaigns') || p.startsWith('/api/constant-contact'))).toEqual([]);
});

test("a page's code is asked for while the app's own code (React DOM, Ant Design) still downloads", async ({
  page,
  context,
}) => {
  await signInAs(context, await createUser({ userType: 'student' }));
  // The app's entry module is held back until the page's chunk has been asked for (or 10 s, then the test fails).
  const release = await holdBack(page, /\/assets\/mount-app-[^/]+\.js$/);
  const asked = page.waitForRequest((r) => /\/assets\/StudentDashboardPage-[^/]+\.js$/.test(r.url()), {
    timeout: 9_000,
  });
  await page.goto('/student-dashboard', { waitUntil: 'commit' });
  await asked.finally(release);
  await expect(page.getByRole('tab', { name: /Fix & Flip/ })).toBeVisible();
});

test('a signed-in page whose session check has answered never shows "Checking authentication..."', async ({
  page,
  context,
}) => {
  await signInAs(context, await createUser({ userType: 'student' }));
  // Every text the page shows on its way, recorded from the first byte of the document.
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { seenTexts: string[] }).seenTexts = []);
    new MutationObserver(() => seen.push(document.body?.innerText ?? '')).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
    });
  });
  // The page's code is held back until the session check has answered: the app then renders knowing who is here.
  const release = await holdBack(page, /\/assets\/StudentDashboardPage-[^/]+\.js$/);
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/auth/check', { timeout: 9_000 });
  await page.goto('/student-dashboard', { waitUntil: 'commit' });
  await checked.finally(release);
  await expect(page.getByRole('tab', { name: /Fix & Flip/ })).toBeVisible();
  const seen = await page.evaluate(() => (window as unknown as { seenTexts: string[] }).seenTexts);
  expect(seen.some((text) => text.includes('Loading...'))).toBe(true); // the recorder saw the boot screen
  expect(seen.filter((text) => text.includes('Checking authentication...'))).toEqual([]);
});
