import { wcagViolations, withoutMailPreview } from './support/axe';
import { expect, test, type Page } from './support/test';
import { createHash, randomBytes } from 'node:crypto';
import { chooseRehab } from './support/dashboard';
import { query } from './support/db';
import { networkSettled } from './support/network';
import { enrollmentFor, postThinkificWebhook } from './support/thinkific';
import { VIEWPORTS } from './support/routes';
import { createUser, signInAs } from './support/users';

// Every page of the route table is judged by axe in the route sweep (route-sweep.spec.ts, production bundle), on the
// load it already makes; here: what only a click or a real token shows.

const settledPages = new WeakMap<Page, () => Promise<void>>();
test.beforeEach(({ page }) => {
  settledPages.set(page, networkSettled(page));
});

async function violations(page: Page): Promise<string[]> {
  // Let the page settle (lazy chunks, queries) before judging it; wcagViolations waits for its animations.
  await settledPages.get(page)!();
  return wcagViolations(page, withoutMailPreview);
}

test.describe('axe at 1280 and 390 px', () => {
  test('the set-password page of a valid welcome link has no WCAG 2.1 A/AA violations', async ({ page }) => {
    const user = await createUser();
    const token = randomBytes(32).toString('base64url');
    // What the welcome e-mail's link carries: a token whose hash is stored, unexpired.
    await query(
      `UPDATE users SET "passwordResetToken" = $2, "passwordResetExpires" = now() + interval '1 hour' WHERE id = $1`,
      [user.id, createHash('sha256').update(token).digest('hex')],
    );
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto(`/set-password?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Set Your Password' })).toBeVisible();
    const found: Record<string, string[]> = {};
    await judgeAtBothWidths(page, 0, found, 'set-password');
    expect(found).toEqual({});
  });

  test('the webinar dialog has no WCAG 2.1 A/AA violations', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS[1]);
    await page.goto('/');
    await page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Watch the Free Webinar' })).toBeVisible();
    const found: Record<string, string[]> = {};
    await judgeAtBothWidths(page, 1, found, 'webinar dialog');
    expect(found).toEqual({});
  });
});

/** Waits until the top-most antd dialog has finished opening (axe judges colours mid-fade otherwise). */
async function dialogOpen(page: Page, name: string | RegExp) {
  await expect(page.getByRole('dialog', { name }).last()).toBeVisible();
  await expect(page.locator('.ant-modal:visible').last()).toHaveCSS('opacity', '1');
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

/**
 * Judges the page as it is at both widths: at the test's own, then resized to the other and back. A dialog or a
 * confirmation stays open across the resize, so each is opened once for both widths.
 */
async function judgeAtBothWidths(page: Page, start: number, found: Record<string, string[]>, name: string) {
  for (const width of [start, 1 - start]) {
    await page.setViewportSize(VIEWPORTS[width]);
    const v = await violations(page);
    if (v.length) found[`${name} at ${VIEWPORTS[width].width} px`] = v;
  }
  await page.setViewportSize(VIEWPORTS[start]);
}

test.describe('axe with each dialog open, at 1280 and 390 px', () => {
  // Two dozen axe runs per test: on a busy machine each takes a few seconds.
  test.describe.configure({ timeout: 180_000 });

  test('visitor dialogs: admin login, reset password, username reminder, forgot username, forgot password', async ({
    page,
  }) => {
    const found: Record<string, string[]> = {};
    const judge = (name: string) => judgeAtBothWidths(page, 0, found, name);
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto('/');
    await page.locator('#admin-login-trigger').click();
    await dialogOpen(page, 'Admin Login');
    await judge('Admin Login');
    await page.getByRole('dialog', { name: 'Admin Login' }).getByText('Forgot Password').click();
    await dialogOpen(page, 'Reset Password');
    await judge('Reset Password');
    await page.getByRole('dialog', { name: 'Reset Password' }).getByText('Back to Login').click();
    await page.getByRole('dialog', { name: 'Admin Login' }).getByText('Forgot Username').click();
    await dialogOpen(page, 'Username Reminder');
    await judge('Username Reminder');
    await page.goto('/student-login');
    await page.getByRole('button', { name: 'Forgot Username' }).click();
    await dialogOpen(page, 'Forgot Username');
    await judge('Forgot Username');
    await page.keyboard.press('Escape');
    await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
    await page.getByRole('button', { name: 'Forgot Password' }).click();
    await dialogOpen(page, 'Forgot Password');
    await judge('Forgot Password');
    expect(found).toEqual({});
  });

  test('student dialogs: deal details (view, edit, delete), mark as lost, delete confirmation; an analysis on screen', async ({
    page,
    context,
  }) => {
    const student = await createUser({ firstName: 'Ally' });
    await signInAs(context, student);
    await page.setViewportSize(VIEWPORTS[1]);
    await page.goto('/student-dashboard');
    const saved = await page.request.post('/api/fix-flip/properties', {
      headers: XHR,
      data: { address: '5 Axe Avenue, Austin, TX', squareFeet: 1400, arv: 320000, rehabLevel: 'light' },
    });
    expect(saved.status()).toBe(201);
    await page.reload();
    const found: Record<string, string[]> = {};
    const judge = (name: string) => judgeAtBothWidths(page, 1, found, name);

    // The analyzer with a result on screen (hints, shares of the ARV, the 70% rule, scenarios).
    await page.getByRole('combobox', { name: 'Address' }).fill('6 Axe Avenue');
    await page.getByLabel('Square Feet').fill('1500');
    await page.getByLabel('ARV (After Repair Value)').fill('300000');
    await chooseRehab(page, /^Medium/);
    await page.getByRole('button', { name: 'Calculate Deal' }).click();
    await expect(page.getByText('Profitable deal')).toBeVisible();
    await judge('Analysis result');

    await page.getByRole('button', { name: 'Delete 5 Axe Avenue, Austin, TX' }).click();
    await expect(page.locator('.ant-popconfirm:visible')).toHaveCSS('opacity', '1');
    await judge('Delete confirmation');
    await page.keyboard.press('Escape');

    const select = page.getByRole('combobox', { name: 'Dashboard section' });
    if (await select.isVisible()) {
      await select.click();
      await page.locator('.ant-select-item-option').filter({ hasText: 'Deal Pipeline' }).click();
    } else await page.getByRole('tab', { name: 'Deal Pipeline' }).click();
    await page.getByRole('button', { name: /Open deal 5 Axe Avenue/ }).click();
    await dialogOpen(page, '5 Axe Avenue, Austin, TX');
    await judge('Deal details');
    await page.getByRole('switch', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();
    await judge('Deal details, editing');
    await page.getByRole('button', { name: 'Delete deal' }).click();
    await expect(page.locator('.ant-popconfirm:visible')).toHaveCSS('opacity', '1');
    await judge('Delete deal confirmation');
    // Escape closes the confirmation, then the dialog.
    await expect(async () => {
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-modal:visible, .ant-popconfirm:visible')).toHaveCount(0, { timeout: 1000 });
    }).toPass();

    await page.getByRole('combobox', { name: 'Status of 5 Axe Avenue, Austin, TX' }).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Lost$/ })
      .click();
    await dialogOpen(page, 'Mark Deal as Lost');
    await judge('Mark Deal as Lost');
    expect(found).toEqual({});
  });

  test('admin dialogs: users, content, campaigns, stories', async ({ page, context }) => {
    await signInAs(context, await createUser({ userType: 'admin' }));
    const other = await createUser({ firstName: 'Del' });
    await page.setViewportSize(VIEWPORTS[0]);
    await page.goto('/admin');
    const story = await page.request.post('/api/success-stories', {
      headers: XHR,
      data: {
        title: `Axe story ${other.username}`,
        studentName: 'Ann Axe',
        studentInitials: 'AA',
        beforeStory: 'Before the course.',
        afterStory: 'After the course.',
        testimonialQuote: 'It worked.',
        tags: ['first-deal', 'axe'],
      },
    });
    expect(story.status()).toBe(201);
    const campaign = await page.request.post('/api/campaigns', {
      headers: XHR,
      data: { name: `Axe campaign ${other.username}`, subject: 'Hello', htmlContent: '<p>Hello</p>' },
    });
    expect(campaign.status()).toBe(201);
    const found: Record<string, string[]> = {};
    const judge = (name: string) => judgeAtBothWidths(page, 0, found, name);

    await page.goto('/admin/users');
    await page.getByRole('button', { name: 'Add User' }).click();
    await dialogOpen(page, 'Add User');
    await judge('Add User');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Edit ${other.username}` }).click();
    await dialogOpen(page, 'Edit User');
    await judge('Edit User');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: `Delete ${other.username}` }).click();
    await dialogOpen(page, 'Delete User');
    await judge('Delete User');
    await page.keyboard.press('Escape');

    await page.goto('/admin/course-content');
    for (const [tab, noun] of [
      ['Recordings', 'Recording'],
      ['Resources', 'Resource'],
      ['Tools', 'Tool'],
    ]) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('button', { name: `Add ${noun}` }).click();
      await dialogOpen(page, `Add ${noun}`);
      await judge(`Add ${noun}`);
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
    }

    await page.goto('/admin/emails');
    const card = page.getByLabel(`Campaign Axe campaign ${other.username}`);
    await card.getByRole('button', { name: 'Edit' }).click();
    await dialogOpen(page, 'Edit Campaign');
    await judge('Edit Campaign');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Edit Campaign' })).toBeHidden();
    // A new campaign is a draft: Activate asks first, with the eligible count and an optional start.
    await card.getByRole('button', { name: 'Activate' }).click();
    await dialogOpen(page, `Activate Axe campaign ${other.username}?`);
    await expect(page.getByText(/eligible now\./)).toBeVisible();
    await judge('Activate campaign');
    await page.keyboard.press('Escape');

    await page.goto('/admin/success-stories');
    // The list itself with a story in it (the route sweep may find it empty): its hashtags are text.
    await expect(page.getByText('#first-deal').first()).toBeVisible();
    await judge('Success stories with a tagged story');
    await page.getByRole('button', { name: `Delete Axe story ${other.username}` }).click();
    await dialogOpen(page, 'Delete Success Story');
    await judge('Delete Success Story');
    expect(found).toEqual({});
  });

  test('admin confirmations and previews: e-mail preview, delete campaign, content and video, invite buyers', async ({
    page,
    context,
  }) => {
    await signInAs(context, await createUser({ userType: 'admin' }));
    const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
    // A buyer Thinkific knows who has no student account yet (progress of an unknown person): the invite notice.
    await postThinkificWebhook('enrollment', 'progress', {
      ...enrollmentFor(`axe_buyer_${tag}@example.test`, { enrollment: Number(tag), user: Number(tag) }),
      percentage_completed: '10.0',
    });
    await page.setViewportSize(VIEWPORTS[1]);
    await page.goto('/admin');
    const created = await Promise.all([
      page.request.post('/api/campaigns', {
        headers: XHR,
        data: { name: `Axe campaign ${tag}`, subject: 'Hello', htmlContent: '<p>Hello</p>' },
      }),
      page.request.post('/api/admin/course-recordings', {
        headers: XHR,
        data: { title: `Axe recording ${tag}`, videoUrl: 'https://vimeo.com/824512398' },
      }),
    ]);
    expect(created.map((r) => r.status())).toEqual([201, 201]);
    // A video row is enough for its delete confirmation (nothing is deleted).
    await query(
      `INSERT INTO videos (title, filename, "originalName", "mimeType", size) VALUES ($1, $2, 'axe.webm', 'video/webm', 2048)`,
      [`Axe video ${tag}`, `axe-${tag}.webm`],
    );
    const found: Record<string, string[]> = {};
    const judge = (name: string) => judgeAtBothWidths(page, 1, found, name);
    const closeAll = () =>
      expect(async () => {
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-modal:visible, .ant-popconfirm:visible')).toHaveCount(0, { timeout: 1000 });
      }).toPass();

    await page.goto('/admin/emails');
    await page.getByRole('button', { name: 'Create New Campaign' }).click();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create Campaign' }) });
    await form.getByLabel('Subject').fill('A preview for axe');
    await form.getByLabel('HTML Content').fill('<p>Hello from the preview</p>');
    await form.getByRole('button', { name: 'Preview' }).click();
    await dialogOpen(page, 'E-mail preview');
    await judge('E-mail preview');
    await closeAll();
    await page.getByLabel(`Campaign Axe campaign ${tag}`).getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('.ant-popconfirm:visible')).toHaveCSS('opacity', '1');
    await judge('Delete campaign confirmation');
    await closeAll();

    await page.goto('/admin/course-content');
    await page.getByRole('button', { name: `Delete Axe recording ${tag}` }).click();
    await expect(page.locator('.ant-popconfirm:visible')).toHaveCSS('opacity', '1');
    await judge('Delete recording confirmation');
    await closeAll();

    await page.goto('/admin/videos');
    await page
      .getByRole('listitem', { name: `Axe video ${tag}` })
      .getByRole('button', { name: 'Delete' })
      .click();
    await dialogOpen(page, 'Delete Video');
    await judge('Delete Video');
    await closeAll();

    // The worker stores the buyer in the background: the notice shows once it has.
    const invite = page.getByRole('button', { name: /^Invite \d+ buyers?$/ });
    await expect(async () => {
      await page.goto('/admin/users');
      await expect(invite).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await judge('Thinkific buyers notice');
    await invite.click();
    await dialogOpen(page, /^Invite \d+ buyers?\?$/);
    await judge('Invite buyers confirmation');
    await closeAll();
    await query('DELETE FROM videos WHERE filename = $1', [`axe-${tag}.webm`]);
    // Course recordings are the whole school's: this test's must not greet the next new student (portal.spec.ts).
    await query('DELETE FROM course_recordings WHERE title = $1', [`Axe recording ${tag}`]);
    expect(found).toEqual({});
  });
});

test('the countdown tells screen readers the time left in whole minutes, and nothing announces the seconds', async ({
  page,
}) => {
  // Time flows while the page loads, then stops at 09:57:05 PDT: 1 h 2 min 55 s before the 11:00 session.
  await page.clock.install({ time: new Date('2026-03-08T09:56:50-07:00') });
  await page.goto('/');
  const timer = page.getByRole('timer', { name: 'Time until the next free training' });
  await expect(timer).toBeVisible();
  // The page's own loading (stories, video) is done before live regions are compared.
  await page.waitForLoadState('networkidle');
  await page.clock.pauseAt(new Date('2026-03-08T09:57:05-07:00'));
  await expect(page.getByTestId('countdown-seconds')).toHaveText('55');

  // What a screen reader finds in the timer: its name, a sentence in whole minutes and the session, no digits.
  await expect(timer).toHaveAccessibleName('Time until the next free training');
  const heard = () => timer.ariaSnapshot();
  const before = [
    '- timer "Time until the next free training":',
    '  - paragraph: Next free training starts in 1 hour and 2 minutes',
    '  - paragraph:',
    '    - text: "Next session:"',
    '    - strong: Sunday, March 8 at 11:00 AM PDT',
  ].join('\n');
  await expect.poll(heard).toBe(before);

  // No live region anywhere: the timer itself is not one (role timer is aria-live off), and nothing else is.
  await expect(timer).not.toHaveAttribute('aria-live', /polite|assertive/);
  const liveRegions = page.locator(
    '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], [role="marquee"]',
  );
  const liveBefore = await liveRegions.allTextContents();
  // Every change to the sentence, as it happens.
  await page.getByTestId('countdown-spoken').evaluate((el) => {
    const w = window as unknown as { spoken: string[] };
    w.spoken = [];
    new MutationObserver(() => w.spoken.push(el.textContent ?? '')).observe(el, {
      childList: true,
      characterData: true,
      subtree: true,
    });
  });
  const spokenChanges = () => page.evaluate(() => (window as unknown as { spoken: string[] }).spoken);

  // Three seconds tick by on screen; what a reader hears does not change, and no live region changed.
  await page.clock.runFor(3000);
  await expect(page.getByTestId('countdown-seconds')).toHaveText('52');
  expect(await heard()).toBe(before);
  expect(await spokenChanges()).toEqual([]);
  expect(await liveRegions.allTextContents()).toEqual(liveBefore);

  // At the next whole minute the sentence changes, once.
  await page.clock.runFor(53_000);
  await expect(page.getByTestId('countdown-seconds')).toHaveText('59');
  await expect.poll(heard).toContain('Next free training starts in 1 hour and 1 minute');
  expect(await spokenChanges()).toEqual([' 1 hour and 1 minute']);
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test.describe(`prefers-reduced-motion: ${reducedMotion}`, () => {
    test.use({ reducedMotion });
    const asked = reducedMotion === 'reduce';
    test(
      asked ? 'no dialog animation and no smooth scrolling' : 'dialogs zoom in and scrolling is smooth',
      async ({ page }) => {
        await page.goto('/student-login');
        await page.evaluate(() => {
          const w = window as unknown as { animations: string[] };
          w.animations = [];
          document.addEventListener('animationstart', (e) => w.animations.push(e.animationName), true);
        });
        await page.getByRole('button', { name: 'Forgot Password' }).click();
        await expect(page.getByRole('dialog', { name: 'Forgot Password' })).toBeVisible();
        // Fully shown: with motion, only once its zoom has run.
        await expect(page.locator('.ant-modal:visible')).toHaveCSS('opacity', '1');
        const animations = await page.evaluate(() => (window as unknown as { animations: string[] }).animations);
        if (asked) expect(animations).toEqual([]);
        else expect(animations.length).toBeGreaterThan(0);
        const scrolling = await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
        expect(scrolling).toBe(asked ? 'auto' : 'smooth');
      },
    );
  });
}
