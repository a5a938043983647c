import { expect, test, type Page } from './support/test';
import { createUser, signInAs } from './support/users';

/**
 * Issue 31: the student pages and /admin paint their frame from the HTML (docs/decisions.md, "Each student page and
 * /admin paint their frame from the HTML"), so a phone shows the page's heading before the app's code has arrived.
 * Here the app's code never arrives (its entry is refused): what shows is the frame alone, unseen by assistive
 * technology.
 */
const FRAMES: Array<[route: string, text: string]> = [
  ['/fix-flip', 'Find the most you can pay for a property'],
  ['/rental-underwriter', 'Underwrite a buy-and-hold rental'],
  ['/creative-finance-calculator', 'Compare creative ways to buy'],
  ['/scripts-objections', 'Proven call scripts and answers'],
];

test.use({ viewport: { width: 390, height: 844 } });

/** The app's entry refused: none of its code runs (no router, no session module, no page). */
const refuseTheApp = (page: Page) => page.route(/\/assets\/index-[^/]*\.js$/, (r) => r.abort());

for (const [route, text] of FRAMES) {
  test(`${route} shows its frame before any of the app's code runs`, async ({ page, context }) => {
    await signInAs(context, await createUser({ userType: 'student' }));
    await refuseTheApp(page);
    await page.goto(route);
    await expect(page.getByText(text)).toBeVisible();
    // Nothing in the frame acts or is announced: the status is still "Loading...".
    await expect(page.getByRole('heading')).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('Loading...');
  });
}

test("the dashboard's frame shows, greeting the student by name, once the session check answers", async ({
  page,
  context,
}) => {
  await signInAs(context, await createUser({ userType: 'student', firstName: 'Framed' }));
  // The app's code is refused: the page's first script asks who is signed in and greets in the frame.
  await refuseTheApp(page);
  await page.goto('/student-dashboard');
  await expect(page.getByText('Welcome, Framed!')).toBeVisible();
  await expect(page.getByText('Student Portal')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Framed!' })).toHaveCount(0);
});

test("the dashboard's frame stays unseen until the session check names a student", async ({ page }) => {
  await refuseTheApp(page);
  await page.goto('/student-dashboard');
  await expect(page.getByText('Student Portal')).toBeHidden();
});

test("/admin's frame shows, with the admin's name on its badge, once the session check answers", async ({
  page,
  context,
}) => {
  await signInAs(context, await createUser({ userType: 'admin', firstName: 'Ada', lastName: 'Framed' }));
  await refuseTheApp(page);
  await page.goto('/admin');
  await expect(page.getByText('Ada Framed')).toBeVisible();
  await expect(page.getByText('Upload landing videos and choose the active one.')).toBeVisible();
  // Figures are the page's to show: the frame has none.
  await expect(page.getByText('Total Users')).toBeVisible();
  await expect(page.locator('.app-shell .ant-statistic-content-value')).toHaveText(Array(4).fill('\u00a0'));
  await expect(page.getByRole('heading')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
});

test("a frame shows only to its own role: a student never sees /admin's, nor an admin the student dashboard's", async ({
  browser,
}) => {
  for (const [role, other, route, text] of [
    ['student', 'admin', '/admin', 'Admin Panel'],
    ['admin', 'student', '/student-dashboard', 'Student Portal'],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await signInAs(context, await createUser({ userType: role }));
    const page = await context.newPage();
    await refuseTheApp(page);
    await page.goto(route);
    // The answer has been given out: the name is in the frames of the person's own role (unseen at this address).
    await expect(page.locator(`.app-shell [data-shell-name="${role}"]`)).toHaveCount(0);
    await expect(page.locator(`.app-shell [data-shell-name="${other}"]`)).toHaveCount(1);
    await expect(page.getByText(text)).toBeHidden();
    await context.close();
  }
});

test('the session check is asked once a page load: the app reads the answer the first script asked for', async ({
  page,
  context,
}) => {
  await signInAs(context, await createUser({ userType: 'student', firstName: 'Once' }));
  const checks: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/auth/check') checks.push(r.url());
  });
  await page.goto('/student-dashboard');
  await expect(page.getByRole('heading', { name: 'Welcome, Once!' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(checks).toHaveLength(1);
});

test("the app's scripts are asked for after the frame's first paint, not with the page", async ({ page, context }) => {
  await signInAs(context, await createUser({ userType: 'student' }));
  await page.goto('/fix-flip');
  await expect(page.getByRole('heading', { name: 'Fix & Flip Analyzer' })).toBeVisible();
  const { firstPaint, entryStart } = await page.evaluate(() => ({
    firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    entryStart: performance
      .getEntriesByType('resource')
      .find((r) => /\/assets\/index-[^/]*\.js$/.test(new URL(r.name).pathname))?.startTime,
  }));
  expect(firstPaint).toBeGreaterThan(0);
  expect(entryStart).toBeGreaterThan(firstPaint);
});
