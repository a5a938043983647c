import { expect, test } from './support/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { query, queryOne } from './support/db';
import { createUser, signInAs } from './support/users';
import { look } from './support/look';
import { sidewaysScroll } from './support/routes';
import { recordWebm } from './support/webm';

const shots = process.env.E2E_SCREENSHOT_DIR ?? os.tmpdir();

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('admin back office', () => {
  test.beforeEach(async ({ context }) => {
    const admin = await createUser({ userType: 'admin', firstName: 'Ada', lastName: 'Admin' });
    await signInAs(context, admin);
  });

  test('the dashboard shows the admin badge, stats and working quick actions', async ({ page }) => {
    await page.goto('/admin');
    await expect(page.getByRole('banner').getByText('Ada Admin', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Site' })).toHaveAttribute('href', '/');
    const users = await queryOne<{ n: string }>('SELECT count(*) AS n FROM users');
    const card = page.locator('.ant-statistic').filter({ hasText: 'Total Users' });
    await expect(card).toContainText(String(users!.n));
    for (const title of ['Videos', 'Leads', 'Stories'])
      await expect(page.locator('.ant-statistic').filter({ hasText: title })).toBeVisible();
    await look(page, { path: path.join(shots, 'admin-dashboard.png'), fullPage: true });

    await page.getByRole('button', { name: 'Add New User' }).click();
    await expect(page.getByRole('dialog', { name: 'Add User' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/admin');
    await page.getByRole('button', { name: 'View Leads' }).click();
    await expect(page).toHaveURL(/\/admin\/leads$/);
    await expect(page.getByRole('heading', { name: 'Leads' })).toBeVisible();
  });

  test('an admin adds, edits and deletes a user', async ({ page }) => {
    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await dialog.getByLabel('Username').fill('pw_newstudent');
    await dialog.getByLabel('Email').fill('Pw.NewStudent@Example.test');
    await dialog.getByLabel('Password').fill('12345');
    await expect(dialog.getByText('Password must be at least 10 characters long.')).toBeVisible();
    await dialog.getByLabel('Password').fill('quiet-meadow-lantern');
    await dialog.getByLabel('First Name').fill('Nora');
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: '@pw_newstudent' });
    await expect(row).toContainText('Student');
    await expect(row).toContainText('Never');
    const stored = await queryOne<{ email: string; userType: string }>(
      'SELECT email, "userType" FROM users WHERE username = $1',
      ['pw_newstudent'],
    );
    expect(stored).toEqual({ email: 'pw.newstudent@example.test', userType: 'student' });

    await page.getByLabel('Search users').fill('pw_new');
    await expect(page.getByRole('row')).toHaveCount(2); // header + the one match
    await page.getByRole('button', { name: 'Edit pw_newstudent' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByText(/Leave blank to keep the current password/)).toBeVisible();
    await edit.getByLabel('First Name').fill('Norah');
    await edit.getByLabel('Status').click();
    await page.getByTitle('Suspended').click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(row).toContainText('Norah');
    await expect(row).toContainText('Suspended');
    await look(page, { path: path.join(shots, 'admin-users.png'), fullPage: true });

    await page.getByRole('button', { name: 'Delete pw_newstudent' }).click();
    await expect(
      page.getByText('Are you sure you want to delete this user? This action cannot be undone.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByText('User deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(await query('SELECT 1 FROM users WHERE username = $1', ['pw_newstudent'])).toHaveLength(0);
  });

  test('an admin creates a success story and sees it on the landing page', async ({ page }) => {
    await page.goto('/admin/success-stories');
    await page.getByRole('button', { name: 'Add Success Story' }).click();
    const form = page.locator('form[id="story-form"]');
    await form.getByLabel('Title').fill('From zero to three flips');
    await form.getByLabel('Student Name').fill('Pat Playwright');
    await form.getByLabel('Initials').fill('PPWX');
    await expect(form.getByLabel('Initials')).toHaveValue('PPW');
    await form.getByLabel('Role').fill('New Agent');
    await form.getByLabel('Location').fill('Tulsa, OK');
    await form.getByLabel('Before').fill('No investor clients.');
    await form.getByLabel('After').fill('Three closed flips in 60 days.');
    await form.getByLabel('Testimonial Quote').fill('The scripts alone paid for the course.');
    await form.getByLabel('Tags').fill(' Quick Success, , New Agent ');
    await form.getByRole('switch', { name: 'Featured' }).click();
    await form.getByLabel('Sort Order').fill('-1000');
    await form.getByRole('button', { name: 'Create Story' }).click();
    await expect(page.getByText('Success story created successfully!')).toBeVisible();
    const item = page.getByRole('listitem').filter({ hasText: 'From zero to three flips' });
    await expect(item).toContainText('Featured');
    await expect(item).toContainText('Active');
    await expect(item).toContainText('#Quick Success');
    await expect(item).toContainText('#New Agent');
    const story = await queryOne<{ tags: string[]; studentInitials: string }>(
      'SELECT tags, "studentInitials" FROM success_stories WHERE title = $1',
      ['From zero to three flips'],
    );
    expect(story).toEqual({ tags: ['Quick Success', 'New Agent'], studentInitials: 'PPW' });
    await look(page, { path: path.join(shots, 'admin-stories.png'), fullPage: true });

    await page.goto('/');
    const stories = page.locator('#success-stories');
    await stories.scrollIntoViewIfNeeded();
    await expect(stories.getByText('The scripts alone paid for the course.').first()).toBeVisible();
    await expect(stories.getByText('Pat Playwright').first()).toBeVisible();
  });

  test('an admin uploads a real video with progress, activates it and sees it in the landing hero', async ({
    page,
    context,
  }) => {
    await page.goto('/admin/videos');
    await expect(page.getByText('Supported formats: MP4, WebM, MOV. Maximum size: 100MB')).toBeVisible();
    const webm = await recordWebm(page);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pw-video-')), 'landing-preview.webm');
    fs.writeFileSync(file, webm);

    await page.getByLabel('Title').fill('Landing preview');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await expect(page.getByText('Please select a video file')).toBeVisible();

    // Slow the upload down so its progress can be watched.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: Math.max(50_000, Math.round(webm.length / 3)),
    });
    await page.getByLabel('Description (optional)').fill('Two seconds of noise');
    await page.locator('#video-file').setInputFiles(file);
    await page.getByRole('button', { name: 'Upload Video' }).click();
    const bar = page.getByRole('progressbar');
    await expect(bar).toBeVisible();
    const seen = new Set<number>();
    await expect
      .poll(
        async () => {
          const v = Number(await bar.getAttribute('aria-valuenow').catch(() => null));
          if (Number.isFinite(v)) seen.add(v);
          return [...seen].some((n) => n > 0 && n < 100);
        },
        { intervals: [50] },
      )
      .toBe(true);
    await expect(page.getByText('Video uploaded successfully')).toBeVisible();
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const item = page.getByRole('listitem').filter({ hasText: 'Landing preview' });
    await expect(item).toContainText('landing-preview.webm');
    await expect(item).toContainText(/\d+(\.\d)? (KB|MB)/);
    await expect(item.getByRole('link', { name: 'Preview' })).toHaveAttribute('target', '_blank');
    await item.getByRole('button', { name: 'Activate' }).click();
    await expect(item.getByText('Active', { exact: true })).toBeVisible();
    await expect(item.getByRole('button', { name: 'Activate' })).toHaveCount(0);
    // Deleting the active video warns that the landing page would lose it; Cancel keeps it.
    // Each video's buttons are named after it (one "Delete" per video would be anonymous).
    await item.getByRole('button', { name: 'Delete Landing preview', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Video' });
    await expect(confirm).toContainText('the landing page will have no video until you activate another one');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toHaveCount(0);
    await expect(item.getByText('Active', { exact: true })).toBeVisible();
    await look(page, { path: path.join(shots, 'admin-videos.png'), fullPage: true });

    const video = await queryOne<{ id: string; mimeType: string }>(
      'SELECT id, "mimeType" FROM videos WHERE title = $1',
      ['Landing preview'],
    );
    expect(video!.mimeType).toBe('video/webm');
    await page.goto('/');
    const hero = page.locator(`video[src="/api/videos/${video!.id}/stream"]`);
    await expect(hero).toBeVisible();
    // The browser really loads it: metadata read through the Range-capable stream.
    await expect.poll(() => hero.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  });

  test('admin screens fit a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [route, name] of [
      ['/admin', 'dashboard'],
      ['/admin/users', 'users'],
      ['/admin/videos', 'videos'],
      ['/admin/success-stories', 'stories'],
      ['/admin/leads', 'leads'],
    ] as const) {
      await page.goto(route);
      await expect(page.getByRole('banner').getByText('Ada Admin', { exact: true })).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await sidewaysScroll(page);
      expect(overflow, `${route} overflows horizontally`).toBeLessThanOrEqual(0);
      await look(page, { path: path.join(shots, `admin-${name}-390.png`), fullPage: true });
    }
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ])
    test(`at ${viewport.width} px a toast leaves the open dialog's controls free`, async ({ page }) => {
      await page.setViewportSize(viewport);
      const taken = await createUser();
      await page.goto('/admin/users');
      await page.getByRole('button', { name: 'Add User' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add User' });
      await dialog.getByLabel('Username').fill(taken.username);
      await dialog.getByLabel('Email').fill(`other.${taken.email}`);
      await dialog.getByLabel('Password').fill('quiet-meadow-lantern');
      await dialog.getByRole('button', { name: 'Create User' }).click();
      const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Error' });
      await expect(notice).toContainText('already exists');
      await expect(notice).toBeInViewport({ ratio: 1 });
      await expect(page.locator('.ant-notification-notice-wrapper')).toHaveCSS('opacity', '1');
      const toastBox = (await notice.boundingBox())!;
      const covered: string[] = [];
      for (const control of await dialog.locator('button, input, .ant-select').all()) {
        const box = await control.boundingBox();
        if (box && overlap(toastBox, box))
          covered.push((await control.getAttribute('aria-label')) ?? (await control.innerText()) ?? '?');
      }
      expect(covered, 'dialog controls under the toast').toEqual([]);
      await look(page, { path: path.join(shots, `admin-dialog-toast-${viewport.width}.png`) });
    });

  test('on a 390 px phone each user is a card with its status and actions in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const tag = Date.now().toString(36);
    const user = await createUser({
      username: `pw_card_${tag}`,
      email: `a.rather.long.address.${tag}@example.test`,
      firstName: 'Carla',
      lastName: 'Cardholder',
      enrollmentStatus: 'suspended',
    });
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(user.username);
    const card = page.getByRole('listitem', { name: `User ${user.username}` });
    await expect(card).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    for (const text of ['Carla Cardholder', `@${user.username}`, user.email, 'Student', 'Suspended', 'Never'])
      await expect(card.getByText(text, { exact: false }).first()).toBeVisible();
    // Status and both actions are on screen, not off to the right behind a sideways scroll.
    await card.scrollIntoViewIfNeeded(); // below the admin navigation, which takes several lines on a phone
    await expect(card.getByText('Suspended', { exact: true })).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('button', { name: `Edit ${user.username}` })).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('button', { name: `Delete ${user.username}` })).toBeInViewport({ ratio: 1 });
    const overflow = await sidewaysScroll(page);
    expect(overflow).toBeLessThanOrEqual(0);
    await look(page, { path: path.join(shots, 'admin-users-cards-390.png'), fullPage: true });

    // The card's actions work as the table's do.
    await card.getByRole('button', { name: `Edit ${user.username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Status').click();
    await page.getByTitle('Active', { exact: true }).click();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();

    // Back at 1280 px the same page is the table again.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('row').filter({ hasText: `@${user.username}` })).toContainText('Active');
  });
});
