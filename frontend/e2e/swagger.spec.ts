import { expect, test } from '@playwright/test';
import { look } from './support/look';
import { createUser, signInAs } from './support/users';

test('ops try a mutating admin route from the Swagger UI with the browser session (the CSRF header is sent)', async ({
  page,
  context,
}) => {
  await signInAs(context, await createUser({ userType: 'admin' }));
  await page.goto('/api/docs');
  await expect(page.getByText('How to use:')).toBeVisible();
  const op = page.locator('#operations-campaigns-previewCampaign');
  await op.locator('.opblock-summary').click();
  await op.getByRole('button', { name: 'Try it out' }).click();
  await op.locator('textarea.body-param__text').fill('{"subject": "Hello from the docs", "htmlContent": "<p>Hi</p>"}');
  await op.getByRole('button', { name: 'Execute' }).click();
  const status = op.locator('.live-responses-table tbody .response-col_status').first();
  await expect(status).toHaveText('200');
  await expect(op.locator('.live-responses-table')).toContainText('Hello from the docs');
  await look(page, { path: '/tmp/swagger-try-it-out.png', fullPage: false });
});
