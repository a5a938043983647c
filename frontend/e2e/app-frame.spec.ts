import { expect, test } from './support/test';
import { createUser, signInAs } from './support/users';

/**
 * Issue 31: the student pages paint their frame from the HTML (docs/decisions.md, "Each student page paints its frame
 * from the HTML"), so a phone shows the page's heading before the app's code has arrived. Here the app's code never
 * arrives (its entry is refused): what shows is the frame alone, unseen by assistive technology.
 */
const FRAMES: Array<[route: string, text: string]> = [
  ['/fix-flip', 'Find the most you can pay for a property'],
  ['/rental-underwriter', 'Underwrite a buy-and-hold rental'],
  ['/creative-finance-calculator', 'Compare creative ways to buy'],
  ['/scripts-objections', 'Proven call scripts and answers'],
];

test.use({ viewport: { width: 390, height: 844 } });

for (const [route, text] of FRAMES) {
  test(`${route} shows its frame before any of the app's code runs`, async ({ page, context }) => {
    await signInAs(context, await createUser({ userType: 'student' }));
    await page.route(/\/assets\/index-[^/]*\.js$/, (r) => r.abort());
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
  // The page's own code is held back: the greeting comes from the frame, not from the dashboard.
  await page.route(/\/assets\/StudentDashboardPage-[^/]*\.js$/, () => undefined);
  await page.goto('/student-dashboard');
  await expect(page.getByText('Welcome, Framed!')).toBeVisible();
  await expect(page.getByText('Student Portal')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome, Framed!' })).toHaveCount(0);
});

test("the dashboard's frame stays unseen until the session check names a student", async ({ page }) => {
  await page.route(/\/assets\/index-[^/]*\.js$/, (r) => r.abort());
  await page.goto('/student-dashboard');
  await expect(page.getByText('Student Portal')).toBeHidden();
});
