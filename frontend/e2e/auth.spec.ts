import { expect, test, type Page } from './support/test';
import { waitForMail } from './support/mail';
import { enrollmentFor, postThinkificWebhook } from './support/thinkific';
import { createUser, signInAs } from './support/users';

const unique = () => Math.random().toString(36).slice(2, 8);

async function fillStudentLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username or Email').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

test.describe('student sign-in', () => {
  test('a student signs in and lands on /student-dashboard', async ({ page }) => {
    const student = await createUser({ username: `stu_${unique()}`, password: 'student-pass-1' });
    await page.goto('/student-login');
    await expect(page.getByRole('heading', { name: 'Student Login' })).toBeVisible();
    await expect(page.getByText('New Student?')).toBeVisible();
    await expect(page.getByText('a link to set your password', { exact: false })).toBeVisible();
    await fillStudentLogin(page, student.username, 'student-pass-1');
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByText('Welcome back to your student dashboard.')).toBeVisible();
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });

  test('signs in with the e-mail address too', async ({ page }) => {
    const email = `stu_${unique()}@example.test`;
    await createUser({ email, password: 'student-pass-2' });
    await page.goto('/student-login');
    await fillStudentLogin(page, email, 'student-pass-2');
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });

  test('wrong credentials show "Login failed" and stay on the page; blank fields are required', async ({ page }) => {
    await page.goto('/student-login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await fillStudentLogin(page, 'no-such-student', 'wrong-password');
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/student-login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  test('Forgot Username sends the username by e-mail with a neutral message', async ({ page }) => {
    const email = `fu_${unique()}@example.test`;
    const student = await createUser({ email });
    await page.goto('/student-login');
    await page.getByRole('button', { name: 'Forgot Username' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot Username' });
    await dialog.getByLabel('Email Address').fill('not-an-address');
    await dialog.getByRole('button', { name: 'Send Username' }).click();
    await expect(dialog.getByText('Please enter a valid email address.', { exact: true })).toBeVisible();
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByRole('button', { name: 'Send Username' }).click();
    await expect(page.getByText("If an account with that email exists, we've sent you your username.")).toBeVisible();
    const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Your username');
    expect(mail.text).toContain(`Your username is: ${student.username}`);
  });
});

test.describe('admin sign-in', () => {
  // The success toast must survive the full page load on a phone too (there it sits at the bottom).
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('through /admin-login: full page load to /admin/users, the success toast on it; a signed-in admin is sent there again', async ({
        page,
      }) => {
        const admin = await createUser({ userType: 'admin', username: `adm_${unique()}`, password: 'admin-pass-123' });
        await page.goto('/admin-login');
        await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
        // Production build: no development credentials box.
        await expect(page.getByText('Development credentials')).toHaveCount(0);
        await page.getByLabel('Username').fill(admin.username);
        await page.getByLabel('Password', { exact: true }).fill('admin-pass-123');
        const load = page.waitForEvent('load');
        await page.getByRole('button', { name: 'Sign In' }).click();
        await load;
        await expect(page).toHaveURL(/\/admin\/users$/);
        // The success toast survives the full page load (it is shown by the page it redirected to).
        const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Login Successful' });
        await expect(notice).toContainText('Welcome back! Redirecting to admin panel...');
        await expect(notice).toBeInViewport();
        await page.goto('/admin-login');
        await expect(page).toHaveURL(/\/admin\/users$/);
      });
    });
  }

  test('/admin-login refuses wrong credentials with "Login Failed"', async ({ page }) => {
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill('admin-who-is-not');
    await page.getByLabel('Password', { exact: true }).fill('nope-nope-nope');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/admin-login$/);
  });

  test('through the landing page dialog: /admin, then shortcuts and Logout on the landing page', async ({ page }) => {
    const admin = await createUser({ userType: 'admin', username: `dlg_${unique()}`, password: 'admin-pass-456' });
    await page.goto('/');
    await page.locator('#admin-login-trigger').click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    const signIn = dialog.getByRole('button', { name: 'Sign In' });
    await expect(signIn).toBeDisabled();
    await dialog.getByLabel('Username').fill(admin.username);
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await signIn.click();
    await expect(page.getByText('Login Failed')).toBeVisible();
    await dialog.getByLabel('Password', { exact: true }).fill('admin-pass-456');
    await signIn.click();
    await expect(page.getByText('Welcome back! Redirecting to admin dashboard...')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto('/');
    const bar = page.getByRole('toolbar', { name: 'Admin shortcuts' });
    for (const name of ['Videos', 'Emails', 'Stories', 'Users'])
      await expect(bar.getByRole('button', { name })).toBeVisible();
    await bar.getByRole('button', { name: 'Stories' }).click();
    await expect(page).toHaveURL(/\/admin\/success-stories$/);
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.locator('#admin-login-trigger')).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/$/);
  });

  test('the admin area has Logout, and "Log out on all devices" ends the sessions of other browsers too', async ({
    page,
    context,
    browser,
  }) => {
    const admin = await createUser({ userType: 'admin', username: `all_${unique()}`, password: 'admin-pass-789' });
    await signInAs(context, admin);
    const signedIn = async () =>
      ((await (await page.request.get('/api/auth/check')).json()) as { authenticated: boolean }).authenticated;
    expect(await signedIn()).toBe(true);

    // A second browser signs in through /admin-login and ends every session from the admin header's menu.
    const other = await browser.newContext();
    const laptop = await other.newPage();
    await laptop.goto('/admin-login');
    await laptop.getByLabel('Username').fill(admin.username);
    await laptop.getByLabel('Password', { exact: true }).fill('admin-pass-789');
    await laptop.getByRole('button', { name: 'Sign In' }).click();
    await expect(laptop).toHaveURL(/\/admin\/users$/);
    await expect(laptop.getByRole('button', { name: 'Logout' })).toBeVisible();
    // On a phone the header wraps and the menu still opens.
    await laptop.setViewportSize({ width: 390, height: 844 });
    await laptop.getByRole('button', { name: 'More sign-out options' }).click();
    await expect(laptop.getByText('Log out on all devices')).toBeVisible();
    await laptop.getByText('Log out on all devices').click();
    await expect(laptop).toHaveURL(/\/$/);
    await expect(laptop.locator('#admin-login-trigger')).toBeVisible();
    await other.close();

    // The first browser's session ended with it.
    expect(await signedIn()).toBe(false);
    await page.goto('/admin/users');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-in student sees no admin shortcuts on the landing page', async ({ page, context }) => {
    await signInAs(context, await createUser());
    await page.goto('/');
    await expect(page.getByRole('toolbar', { name: 'Account' }).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Videos' })).toHaveCount(0);
    await expect(page.locator('#admin-login-trigger')).toHaveCount(0);
  });
});

test.describe('forgot password', () => {
  test('dialog → e-mail → its link → new password → sign in with it', async ({ page }) => {
    const email = `fp_${unique()}@example.test`;
    const student = await createUser({ email, password: 'old-password-1' });
    await page.goto('/');
    await page.locator('#admin-login-trigger').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Forgot Password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByText('Password Reset Sent')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Admin Login' })).toBeVisible();

    const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'Reset your password');
    const link = mail.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
    const submit = page.getByRole('button', { name: 'Reset Password' });
    await expect(submit).toBeDisabled();

    await page.getByLabel('New Password', { exact: true }).fill('brand-new-harbor-pass');
    await page.getByLabel('Confirm New Password').fill('different-pass');
    await submit.click();
    await expect(page.getByText('Passwords do not match. Please try again.')).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm New Password').fill('short');
    await submit.click();
    await expect(page.getByText('Password must be at least 10 characters long.', { exact: true }).last()).toBeVisible();
    await expect(page.getByText('Password Too Short')).toBeVisible();
    // Long enough but guessable: the API's policy message is shown as it comes.
    await page.getByLabel('New Password', { exact: true }).fill('password12345');
    await page.getByLabel('Confirm New Password').fill('password12345');
    await submit.click();
    await expect(
      page.getByText('This password is too easy to guess. Use a longer phrase or less common words.'),
    ).toBeVisible();

    await page.getByLabel('New Password', { exact: true }).fill('brand-new-harbor-pass');
    await page.getByLabel('Confirm New Password').fill('brand-new-harbor-pass');
    await submit.click();
    await expect(page.getByText('Password Reset Successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The link is spent.
    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('another-orchard-pass-9');
    await page.getByLabel('Confirm New Password').fill('another-orchard-pass-9');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByText('Reset Failed')).toBeVisible();
    await expect(
      page.getByText('This password reset link is invalid or has expired. Please request a new one.'),
    ).toBeVisible();

    await page.goto('/student-login');
    await fillStudentLogin(page, student.username, 'brand-new-harbor-pass');
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });

  test('/reset-password without a token: Invalid Reset Link, then home', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('Invalid Reset Link')).toBeVisible();
    await expect(page.getByText('No reset token found. Please request a new password reset.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

// Where each guard sends a role that may not enter its area: the route sweep (route-sweep.spec.ts) hears it for every
// role and area, and src/app/routes.test.tsx that each guard covers every page of its area.
test.describe('route guard', () => {
  test('shows "Checking authentication..." while the check runs', async ({ page, context }) => {
    await signInAs(context, await createUser());
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/auth/check', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/student-dashboard');
    await expect(page.getByText('Checking authentication...')).toBeVisible();
    release();
    await expect(page.getByText('Checking authentication...')).toHaveCount(0);
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });
});

test.describe('accounts', () => {
  test('a new buyer gets a "set your password" link (no password by e-mail), sets one and signs in', async ({
    page,
  }) => {
    const email = `buyer_${unique()}@example.test`;
    await postThinkificWebhook(
      'enrollment',
      'created',
      enrollmentFor(email, { enrollment: Date.now(), user: Date.now() }),
    );
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.subject).toBe('Welcome to the Investor Agent Certification: set your password');
    expect(mail.text).not.toMatch(/password:/i);
    const username = /Username: (\S+)/.exec(mail.text)![1];
    const link = mail.text.match(/https?:\/\/\S+\/set-password\?token=[\w-]+/)![0];

    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    await page.getByLabel('New Password', { exact: true }).fill('sunrise-canyon-ledger');
    await page.getByLabel('Confirm New Password').fill('sunrise-canyon-ledger');
    await page.getByRole('button', { name: 'Set Password' }).click();
    await expect(page.getByText('Password Set')).toBeVisible();
    await expect(page).toHaveURL(/\/student-login$/);
    await fillStudentLogin(page, username, 'sunrise-canyon-ledger');
    await expect(page).toHaveURL(/\/student-dashboard$/);
  });

  test('a student whose sessions were ended on another device is told and sent to sign in', async ({
    page,
    context,
    browser,
  }) => {
    const student = await createUser({ username: `sess_${unique()}` });
    await signInAs(context, student);
    await page.goto('/student-dashboard');
    await expect(page.getByRole('heading', { name: /Welcome/ })).toBeVisible();

    // Another device: signs in and chooses "Log out on all devices".
    const other = await browser.newContext();
    const phone = await other.newPage();
    await phone.goto('/student-login');
    await fillStudentLogin(phone, student.username, student.password);
    await expect(phone).toHaveURL(/\/student-dashboard$/);
    await phone.getByRole('button', { name: 'More sign-out options' }).click();
    await phone.getByText('Log out on all devices').click();
    await expect(phone).toHaveURL(/\/$/);
    await other.close();

    // Back on the first device, the next call that needs the session (the Training tab's progress) tells them.
    await page.getByRole('tab', { name: 'Training' }).click();
    await expect(page.getByText('Session Expired')).toBeVisible();
    await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
    await expect(page).toHaveURL(/\/student-login$/);
  });
});
