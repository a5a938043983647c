import { expect, test, type Page } from './support/test';
import { createUser, signInAs } from './support/users';

/**
 * Issue 31: antd's styles for what the student pages and /admin show first come from the build
 * (app/first-view-styles.tsx), so antd does not build them in the browser. A page that renders an antd component the
 * build did not sample fails here: add the component to FIRST_VIEWS there.
 */
const PAGES: Array<[route: string, width: number, as: 'student' | 'admin']> = [
  ['/fix-flip', 390, 'student'],
  ['/student-dashboard', 390, 'student'],
  ['/student-dashboard', 1280, 'student'],
  ['/student-dashboard?tab=pipeline', 390, 'student'],
  ['/rental-underwriter', 390, 'student'],
  ['/creative-finance-calculator', 390, 'student'],
  ['/scripts-objections', 390, 'student'],
  ['/admin', 390, 'admin'],
  ['/admin', 1280, 'admin'],
];

/** The antd styles built in this page (antd writes each into a `<style>`; the theme's variables are not counted). */
const builtStyles = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('style')]
      .map((style) => style.textContent ?? '')
      .filter((css) => /^(:where\(\.css-|a:where\(\.css-|@keyframes css-)/.test(css))
      .map((css) => css.slice(0, 80)),
  );

test("the student pages' and /admin's first views take antd's styles from the build, not from antd in the browser", async ({
  page,
  context,
}) => {
  // The pages' data comes a moment late, so their loading states are part of what is checked, as on a slow phone.
  await page.route('**/api/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.fallback();
  });
  for (const [route, width, as] of PAGES) {
    await signInAs(context, await createUser({ userType: as }));
    await page.setViewportSize({ width, height: 844 });
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.locator('link[rel="stylesheet"][href^="/assets/antd-"]')).toHaveCount(1);
    expect(await builtStyles(page), `${route} at ${width} px`).toEqual([]);
  }
});

test('without that stylesheet antd builds the same styles itself', async ({ page, context }) => {
  await signInAs(context, await createUser({ userType: 'student' }));
  const calculate = page.getByRole('button', { name: 'Calculate Deal' });
  const look = () =>
    calculate.evaluate((button) => {
      const { backgroundColor, color, borderRadius, height, fontSize } = getComputedStyle(button);
      return { backgroundColor, color, borderRadius, height, fontSize };
    });
  await page.goto('/fix-flip');
  await expect(calculate).toBeVisible();
  const fromTheBuild = await look();

  await page.route(/\/assets\/antd-[^/]*\.css$/, (route) => route.abort());
  await page.goto('/fix-flip');
  await expect(calculate).toBeVisible();
  expect((await builtStyles(page)).length).toBeGreaterThan(0);
  expect(await look()).toEqual(fromTheBuild);
});
