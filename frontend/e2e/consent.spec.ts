import { wcagViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { queryOne } from './support/db';
import { look } from './support/look';
import { createUser, signInAs, type TestUser } from './support/users';

const POLICY = 'Our privacy promise\n\nWhat we keep\nOnly what you agreed to, for as long as we need it.';

/** What this page keeps in the browser: localStorage and sessionStorage keys, and cookies. */
async function browserStorage(page: Page) {
  const keys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  const cookies = (await page.context().cookies()).map((c) => c.name);
  return [...keys, ...cookies];
}

const banner = (page: Page) => page.getByRole('region', { name: 'Tracking consent' });

test.describe.serial('consent before tracking', () => {
  // Every page here is a first visit: no earlier Accept in the browser (support/test.ts).
  test.use({ consented: false });
  let admin: TestUser;

  test.beforeAll(async () => {
    admin = await createUser({ userType: 'admin' });
  });

  // The other specs of this stack expect the shipped default: put it back.
  test.afterAll(async ({ playwright }) => {
    const api = await playwright.request.newContext({
      baseURL: process.env.E2E_BASE_URL,
      extraHTTPHeaders: { cookie: `${admin.cookie.name}=${admin.cookie.value}`, 'X-Requested-With': 'XMLHttpRequest' },
    });
    const res = await api.put('/api/admin/privacy-settings', { data: { consentMode: 'always', policy: '' } });
    expect(res.ok()).toBe(true);
    await api.dispose();
  });

  test('the admin asks everyone and edits the policy; /privacy shows the text', async ({ page, context }) => {
    await signInAs(context, admin);
    await page.goto('/admin/privacy');
    await page.getByRole('radio', { name: /Always ask/ }).check();
    await page.getByRole('textbox', { name: 'Privacy policy' }).fill(POLICY);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Privacy settings saved' })).toBeVisible();

    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Our privacy promise' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'What we keep' })).toBeVisible();
    await expect(page.getByText('Only what you agreed to, for as long as we need it.')).toBeVisible();
    await look(page, { path: 'test-results/consent-privacy.png' });
  });

  test('a first visit keeps nothing; Accept by keyboard registers the visitor with its UTM tags', async ({ page }) => {
    await page.goto('/?utm_source=consent-e2e&utm_campaign=banner');
    await expect(banner(page)).toBeVisible();
    expect(await browserStorage(page)).toEqual([]);
    await expect(banner(page).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    await look(page, { path: 'test-results/consent-banner-desktop.png' });

    expect(await wcagViolations(page, (axe) => axe.include('.consent-banner'))).toEqual([]);

    // The banner does not take the focus; Tab reaches its Accept button like any other control.
    const accept = banner(page).getByRole('button', { name: 'Accept' });
    await expect(accept).not.toBeFocused();
    for (let i = 0; i < 80 && !(await accept.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(banner(page)).toBeHidden();

    await expect.poll(() => page.evaluate(() => localStorage.getItem('iac.tracking.visitorId'))).toBeTruthy();
    const visitorId = await page.evaluate(() => localStorage.getItem('iac.tracking.visitorId'));
    const visitor = await queryOne<{ utmSource: string; utmCampaign: string; trackingConsentAt: Date | null }>(
      `SELECT "utmSource", "utmCampaign", "trackingConsentAt" FROM visitors WHERE id = $1`,
      [visitorId],
    );
    expect(visitor).toMatchObject({ utmSource: 'consent-e2e', utmCampaign: 'banner' });
    expect(visitor?.trackingConsentAt).toBeTruthy();

    // The choice holds on the next page load: no banner, the same visitor.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner(page)).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('iac.tracking.visitorId'))).toBe(visitorId);
  });

  test('Decline keeps the browser empty; the next page load asks again; on a phone the hero stays clear', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await look(page, { path: 'test-results/consent-banner-phone.png' });
    // The hero's first call to action stays above the banner on a phone's first screen.
    const bannerTop = (await banner(page).boundingBox())!.y;
    const cta = (await page.getByRole('link', { name: 'Watch the Free Webinar' }).first().boundingBox())!;
    expect(cta.y + cta.height).toBeLessThanOrEqual(bannerTop);
    await banner(page).getByRole('button', { name: 'Decline' }).click();
    await expect(banner(page)).toBeHidden();
    await page.getByRole('link', { name: 'Privacy Policy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our privacy promise' })).toBeVisible();
    expect(await browserStorage(page)).toEqual([]);

    await page.reload();
    await expect(banner(page)).toBeVisible();
    expect(await browserStorage(page)).toEqual([]);
  });
});
