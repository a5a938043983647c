import { expect, test, type Page } from './support/test';
import { createUser, signInAs } from './support/users';

/**
 * A signed-in page asks for its data while its code loads (src/shared/lazy-page.ts, PageData), once the session check
 * allows it: the requests go out while the page's own code is still on its way, each is made once (the page's hooks
 * find them in the cache), and nobody else's page data is ever asked for.
 */

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
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/CampaignsPage-[^/]+\.js$/, async (route) => {
    await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    await route.continue();
  });
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
