import { expect, test, type Locator, type Page } from './support/test';
import { queryOne } from './support/db';
import { look } from './support/look';
import { createUser, signInAs } from './support/users';

/** Opens an operation of the Swagger UI and switches it to "Try it out". */
async function tryItOut(page: Page, tag: string, operationId: string): Promise<Locator> {
  const op = page.locator(`#operations-${tag}-${operationId}`);
  await op.locator('.opblock-summary').click();
  await op.getByRole('button', { name: 'Try it out' }).click();
  return op;
}

/** The status of the answer the UI shows for the last "Execute" (the live response, not the documented ones). */
const liveStatus = (op: Locator) => op.locator('.live-responses-table tbody .response-col_status').first();

test('ops sign in through the Swagger UI, then create a success story with "Try it out"', async ({ page }) => {
  test.setTimeout(60_000);
  const admin = await createUser({ userType: 'admin' });
  const title = `Docs try-out story ${Date.now()}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/api/docs');
  await expect(page.getByText('How to use:')).toBeVisible();

  // Not signed in yet.
  const before = await page.request.get('/api/auth/check');
  expect(((await before.json()) as { authenticated: boolean }).authenticated).toBe(false);

  // Sign in from the UI: POST /api/auth/login with the admin's credentials; the answer sets the session cookie.
  const login = await tryItOut(page, 'auth', 'login');
  await login
    .locator('textarea.body-param__text')
    .fill(JSON.stringify({ username: admin.username, password: admin.password }));
  await login.getByRole('button', { name: 'Execute' }).click();
  await expect(liveStatus(login)).toHaveText('200');
  await expect(login.locator('.live-responses-table')).toContainText(`"username": "${admin.username}"`);
  await login.locator('.opblock-summary').click(); // fold it away again

  // A state-changing admin route, from the body the contract's examples fill in (only the title made unique).
  const create = await tryItOut(page, 'success-stories', 'createSuccessStory');
  const body = create.locator('textarea.body-param__text');
  const example = JSON.parse(await body.inputValue()) as Record<string, unknown>;
  expect(example).toMatchObject({ studentName: 'Sarah Mitchell', isActive: true });
  await body.fill(JSON.stringify({ ...example, title }, null, 2));
  await create.getByRole('button', { name: 'Execute' }).click();
  await expect(liveStatus(create)).toHaveText('201');
  await expect(create.locator('.live-responses-table')).toContainText(`"title": "${title}"`);

  // The change is real: in the database, and on the public list the landing page reads.
  const row = await queryOne<{ studentName: string; isActive: boolean }>(
    'SELECT "studentName", "isActive" FROM success_stories WHERE title = $1',
    [title],
  );
  expect(row).toEqual({ studentName: 'Sarah Mitchell', isActive: true });
  const list = (await (await page.request.get('/api/success-stories')).json()) as { stories: Array<{ title: string }> };
  expect(list.stories.map((s) => s.title)).toContain(title);

  // The evidence for ops: the operation, the executed request and its 201 answer, from the operation's header down.
  const top = await create.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
  const bottom = await create
    .locator('.live-responses-table .response-col_description')
    .first()
    .evaluate((el) => el.getBoundingClientRect().top + window.scrollY + 260);
  await page.setViewportSize({ width: 1280, height: Math.ceil(bottom - top) + 16 });
  await page.evaluate((y) => window.scrollTo(0, y - 8), top);
  await look(page, { path: '../docs/screenshots/swagger-try-it-out.png', fullPage: false });
});

test('ops reuse the browser session of the site in the Swagger UI (the CSRF header is sent)', async ({
  page,
  context,
}) => {
  await signInAs(context, await createUser({ userType: 'admin' }));
  await page.goto('/api/docs');
  await expect(page.getByText('How to use:')).toBeVisible();
  const op = await tryItOut(page, 'campaigns', 'previewCampaign');
  await op.locator('textarea.body-param__text').fill('{"subject": "Hello from the docs", "htmlContent": "<p>Hi</p>"}');
  await op.getByRole('button', { name: 'Execute' }).click();
  await expect(liveStatus(op)).toHaveText('200');
  await expect(op.locator('.live-responses-table')).toContainText('Hello from the docs');
});
