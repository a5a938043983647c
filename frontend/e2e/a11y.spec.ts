import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { createUser, signInAs } from './support/users';

/** WCAG 2.0 and 2.1, levels A and AA (axe-core's tags). */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const VIEWPORTS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];
const PAGES = {
  visitor: ['/', '/fix-flip', '/student-login', '/admin-login', '/reset-password?token=x', '/no-such-page'],
  student: ['/student-dashboard', '/rental-underwriter', '/creative-finance-calculator', '/scripts-objections'],
  admin: [
    '/admin',
    '/admin/users',
    '/admin/videos',
    '/admin/emails',
    '/admin/success-stories',
    '/admin/leads',
    '/admin/course-content',
    '/admin/analytics',
  ],
} as const;

async function violations(page: Page): Promise<string[]> {
  // Let the page settle (lazy chunks, queries, animations) before judging it.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const result = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')} — ${v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''}`,
  );
}

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });
    // Up to eight pages, each settled and judged by axe: more than the default 30 s on a busy machine.
    test.describe.configure({ timeout: 90_000 });

    for (const [role, paths] of Object.entries(PAGES)) {
      // Console errors, failed requests and titles of every route are the route sweep's (route-sweep.spec.ts).
      test(`${role} pages have no WCAG 2.1 A/AA violations`, async ({ page, context }) => {
        if (role !== 'visitor') await signInAs(context, await createUser({ userType: role as 'student' | 'admin' }));
        const found: Record<string, string[]> = {};
        for (const path of paths) {
          await page.goto(path);
          const v = await violations(page);
          if (v.length) found[path] = v;
        }
        expect(found).toEqual({});
      });
    }

    test('the webinar dialog has no WCAG 2.1 A/AA violations', async ({ page }) => {
      await page.goto('/');
      await page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Watch the Free Webinar' })).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  });
}

/** Waits until the top-most antd dialog has finished opening (axe judges colours mid-fade otherwise). */
async function dialogOpen(page: Page, name: string | RegExp) {
  await expect(page.getByRole('dialog', { name }).last()).toBeVisible();
  await expect(page.locator('.ant-modal:visible').last()).toHaveCSS('opacity', '1');
}

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

for (const viewport of VIEWPORTS) {
  test.describe(`axe with each dialog open at ${viewport.width} px`, () => {
    test.use({ viewport });
    // A dozen axe runs per test: on a busy machine each takes a few seconds.
    test.describe.configure({ timeout: 120_000 });

    test('visitor dialogs: admin login, reset password, forgot username', async ({ page }) => {
      const found: Record<string, string[]> = {};
      const judge = async (name: string) => {
        const v = await violations(page);
        if (v.length) found[name] = v;
      };
      await page.goto('/');
      await page.locator('#admin-login-trigger').click();
      await dialogOpen(page, 'Admin Login');
      await judge('Admin Login');
      await page.getByRole('dialog', { name: 'Admin Login' }).getByText('Forgot Password').click();
      await dialogOpen(page, 'Reset Password');
      await judge('Reset Password');
      await page.goto('/student-login');
      await page.getByRole('button', { name: 'Forgot Username' }).click();
      await dialogOpen(page, 'Forgot Username');
      await judge('Forgot Username');
      expect(found).toEqual({});
    });

    test('student dialogs: deal details (view and edit), mark as lost, delete confirmation; an analysis on screen', async ({
      page,
      context,
    }) => {
      const student = await createUser({ firstName: 'Ally' });
      await signInAs(context, student);
      await page.goto('/student-dashboard');
      const saved = await page.request.post('/api/fix-flip/properties', {
        headers: XHR,
        data: { address: '5 Axe Avenue, Austin, TX', squareFeet: 1400, arv: 320000, rehabLevel: 'light' },
      });
      expect(saved.status()).toBe(201);
      await page.reload();
      const found: Record<string, string[]> = {};
      const judge = async (name: string) => {
        const v = await violations(page);
        if (v.length) found[name] = v;
      };

      // The analyzer with a result on screen (hints, shares of the ARV, the 70% rule, scenarios).
      await page.getByRole('combobox', { name: 'Address' }).fill('6 Axe Avenue');
      await page.getByLabel('Square Feet').fill('1500');
      await page.getByLabel('ARV (After Repair Value)').fill('300000');
      await page.getByRole('combobox', { name: 'Rehab Level' }).click();
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: /^Medium/ })
        .click();
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
      await page.keyboard.press('Escape');
      await expect(page.locator('.ant-modal:visible')).toHaveCount(0);

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
        },
      });
      expect(story.status()).toBe(201);
      const campaign = await page.request.post('/api/campaigns', {
        headers: XHR,
        data: { name: `Axe campaign ${other.username}`, subject: 'Hello', htmlContent: '<p>Hello</p>' },
      });
      expect(campaign.status()).toBe(201);
      const found: Record<string, string[]> = {};
      const judge = async (name: string) => {
        const v = await violations(page);
        if (v.length) found[name] = v;
      };

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

      await page.goto('/admin/success-stories');
      await page.getByRole('button', { name: `Delete Axe story ${other.username}` }).click();
      await dialogOpen(page, 'Delete Success Story');
      await judge('Delete Success Story');
      expect(found).toEqual({});
    });
  });
}
