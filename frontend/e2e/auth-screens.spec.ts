import { expect, test } from './support/test';
import { look } from './support/look';
import { sidewaysScroll } from './support/routes';

/** The sign-in screens fit a desktop and a 390 px phone (pictures in /tmp with E2E_SCREENSHOTS=1). */
for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`sign-in screens fit a ${label} screen`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const [name, path] of [
      ['student-login', '/student-login'],
      ['admin-login', '/admin-login'],
      ['reset-password', '/reset-password?token=screenshot'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Nothing wider than the screen.
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
      await look(page, { path: `/tmp/auth-${name}-${label}.png`, fullPage: true });
    }
    await page.goto('/');
    await page.locator('#admin-login-trigger').click();
    await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();
    await expect(page.locator('.ant-modal:visible')).toHaveCSS('opacity', '1'); // fully shown before the picture
    await look(page, { path: `/tmp/auth-dialog-${label}.png` });
  });
}
