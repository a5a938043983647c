import { expect, test, type Page } from '@playwright/test';
import { createUser, signInAs } from './support/users';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;

/** What has focus: its accessible name, whether it sits in `scope`, and whether a focus style is drawn. */
async function focused(page: Page, scope?: string) {
  return page.evaluate((sel) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', inside: false, visible: false };
    // The focus ring may be drawn on the field's wrapper (antd draws it on .ant-input-affix-wrapper).
    const drawn = (node: Element | null) => {
      if (!node) return false;
      const s = getComputedStyle(node);
      return (s.outlineStyle !== 'none' && s.outlineWidth !== '0px') || s.boxShadow !== 'none';
    };
    const visible = drawn(el) || drawn(el.parentElement) || drawn(el.parentElement?.parentElement ?? null);
    return {
      name: el.getAttribute('aria-label') || el.textContent?.trim() || (el as HTMLInputElement).name || el.id,
      inside: sel ? !!el.closest(sel) : false,
      visible,
    };
  }, scope ?? '');
}

/** Presses Tab until the focused element's name matches, at most `max` times (no keyboard trap on the way). */
async function tabTo(page: Page, name: RegExp, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (name.test((await focused(page)).name)) return;
  }
  throw new Error(`${name} not reached with Tab`);
}

test('keyboard: the webinar dialog traps focus, closes on Escape and gives focus back to its link', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Watch the Free Webinar', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Watch the Free Webinar' });
  await expect(dialog).toBeVisible();
  // Twenty Tabs never leave the dialog (a modal <dialog> makes the page behind it inert).
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page, 'dialog')).inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('keyboard: an admin signs in from the landing dialog without a mouse', async ({ page }) => {
  const admin = await createUser({ userType: 'admin', username: `kbd_${unique()}`, password: 'admin-pass-456' });
  await page.goto('/');
  await page.locator('#admin-login-trigger').focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page, '[role="dialog"]')).inside).toBe(true);
  await dialog.getByLabel('Username').focus();
  await page.keyboard.type(admin.username);
  await page.keyboard.press('Tab');
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.type('admin-pass-456');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
});

test('keyboard: an admin creates a campaign with Tab, typing and Enter', async ({ page, context }) => {
  await signInAs(context, await createUser({ userType: 'admin' }));
  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { name: 'Email Campaigns' })).toBeVisible();
  await tabTo(page, /^Create New Campaign$/);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  const name = `Keyboard ${unique()}`;
  await tabTo(page, /campaign.?name|^name$/i);
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Typed without a mouse');
  await tabTo(page, /html.?content|^htmlContent$/i);
  await page.keyboard.type('<p>Hello</p>');
  await tabTo(page, /^Create Campaign$/);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Email campaign created successfully')).toBeVisible();
  await expect(page.getByLabel(`Campaign ${name}`)).toBeVisible();
});
