import { wcagViolations } from './support/axe';
import { expect, test } from './support/test';
import { titleFor } from '../src/app/route-titles';
import { DESKTOP } from './support/routes';
import { createUser, signInAs } from './support/users';

/** Issue 29: the admin ops page, reached from the admin navigation, read live, and clean for axe. */
// At the admin's width; the route sweep opens /admin/ops at both widths with axe.
test.describe(`ops page at ${DESKTOP.width} px`, () => {
  test.use({ viewport: DESKTOP });

  test('shows the health of the API, workers, PostgreSQL and Redis, the queues with their board links, and the day’s mail', async ({
    page,
    context,
  }) => {
    await signInAs(context, await createUser({ userType: 'admin' }));
    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'Operations' }).click();
    await expect(page.getByRole('heading', { name: 'Operations', level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(titleFor('/admin/ops'));

    const health = page.locator('.ant-card').filter({ has: page.getByText('Health', { exact: true }) });
    for (const name of ['API', 'PostgreSQL', 'Redis'])
      await expect(health.getByText(name, { exact: true }).locator('xpath=../..')).toContainText('Up');
    // The stack's one worker reports within seconds of its start.
    await expect(health).toContainText('1 of 1 running');

    const email = page.getByRole('listitem', { name: 'email', exact: true });
    await expect(email).toContainText('waiting');
    await expect(page.getByRole('link', { name: 'Open email on the queue board' })).toHaveAttribute(
      'href',
      '/api/queues/queue/email',
    );
    await expect(page.getByRole('link', { name: 'Open the queue board' })).toHaveAttribute('href', '/api/queues');
    const mail = page.locator('.ant-card').filter({ has: page.getByText('Mail in the last 24 hours') });
    for (const figure of ['Sent', 'Refused', 'Bounced']) await expect(mail.getByText(figure)).toBeVisible();

    await page.waitForLoadState('networkidle');
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('is for admins only: a student is sent away', async ({ page, context }) => {
    await signInAs(context, await createUser({ userType: 'student' }));
    await page.goto('/admin/ops');
    await expect(page).not.toHaveURL(/\/admin\/ops/);
    await expect(page.getByRole('heading', { name: 'Operations' })).toHaveCount(0);
  });
});
