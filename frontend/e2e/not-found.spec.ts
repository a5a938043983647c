import { expect, test } from './support/test';

test('an unknown path shows the Page Not Found card with a link home', async ({ page }) => {
  await page.goto('/some/unknown/path');
  await expect(page.getByText('Page Not Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
});
