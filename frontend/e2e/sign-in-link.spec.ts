import { expect, test, type Page } from './support/test';
import { waitForMail } from './support/mail';
import { createUser, type TestUser } from './support/users';

const unique = () => Math.random().toString(36).slice(2, 8);
const SENT =
  'If that account exists and has an email address, a sign-in link has been sent to it. The link is valid for 15 minutes and works once.';
const USED = 'This sign-in link is invalid, expired or already used. Please request a new one.';

/** A stranger's five wrong guesses (no known-client cookie): the account is locked for unknown browsers. */
async function lockOut(page: Page, user: TestUser) {
  for (let i = 0; i < 5; i++) {
    const res = await page.request.post('/api/auth/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { username: user.username, password: `stranger-guess-${i}` },
    });
    expect(res.status()).toBe(401);
  }
}

async function linkFromMail(email: string): Promise<string> {
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Your sign-in link');
  const link = mail.text.match(/https?:\/\/\S+\/sign-in-link\?token=[\w-]+/)?.[0];
  expect(link).toBeTruthy();
  return link!;
}

test.describe('"E-mail me a sign-in link" after a lock-out', () => {
  test('a locked-out student gets a link by e-mail, signs in with it once, and lands on the dashboard', async ({
    page,
    request,
  }) => {
    const email = `link_${unique()}@example.test`;
    const student = await createUser({ username: `link_${unique()}`, email, password: 'student-link-pass-1' });
    await lockOut(page, student);

    await page.goto('/student-login');
    await page.getByLabel('Username or Email').fill(student.username);
    await page.getByLabel('Password', { exact: true }).fill('student-link-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText(/^Too many sign-in attempts\. Try again in \d+ minutes?\.$/)).toBeVisible();
    await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    await expect(page.getByRole('button', { name: 'E-mail me a sign-in link' })).toBeHidden();

    const link = await linkFromMail(email);
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Sign In with a Link' })).toBeVisible();
    // Opening the link spends nothing: only the click does (mail scanners open links).
    await page.reload();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await expect(page.getByText('Login successful!')).toBeVisible();

    await page.goto(link);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').filter({ hasText: USED })).toBeVisible();
    await expect(page).toHaveURL(/\/sign-in-link\?token=/);

    // The link marked this browser as the owner's: signed out, its password works here while strangers stay locked.
    await page.context().clearCookies({ name: 'session' });
    await page.goto('/student-login');
    await page.getByLabel('Username or Email').fill(student.username);
    await page.getByLabel('Password', { exact: true }).fill('student-link-pass-1');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
    const fresh = await request.post('/api/auth/login', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      data: { username: student.username, password: 'student-link-pass-1' },
    });
    expect(fresh.status()).toBe(429);
  });

  test('the landing page admin dialog offers the link after a 429 too, and an admin link lands on /admin', async ({
    page,
  }) => {
    const email = `admin_link_${unique()}@example.test`;
    const admin = await createUser({ username: `adm_${unique()}`, email, userType: 'admin', password: 'admin-link-1' });
    await lockOut(page, admin);

    await page.goto('/');
    await page.locator('#admin-login-trigger').click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByLabel('Username').fill(admin.username);
    await dialog.getByLabel('Password', { exact: true }).fill('admin-link-1');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await dialog.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: SENT })).toBeVisible();

    await page.goto(await linkFromMail(email));
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test('a link without a token says so and offers nothing to click', async ({ page }) => {
    await page.goto('/sign-in-link');
    await expect(page.getByRole('alert').filter({ hasText: USED })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toHaveCount(0);
  });
});
