import { expect, test, type Page } from '@playwright/test';
import { query } from './support/db';
import { createUser, signInAs } from './support/users';
import { recordWebm } from './support/webm';

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

/** Opens the focused antd Select with the keyboard and picks the option whose text matches. */
async function chooseWithKeys(page: Page, option: RegExp) {
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(active).toHaveCount(1);
  for (let i = 0; i < 12 && !option.test((await active.textContent()) ?? ''); i++)
    await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText(option);
  await page.keyboard.press('Enter');
}

test('keyboard: a student analyzes and saves a deal without a mouse', async ({ page, context }) => {
  const student = await createUser({ firstName: 'Kay' });
  await signInAs(context, student);
  await page.goto('/student-dashboard');
  await expect(page.getByRole('combobox', { name: 'Address' })).toBeVisible();
  await tabTo(page, /^fix-flip_address$|^Address$/);
  await page.keyboard.type('77 Keyboard Way, Austin, TX');
  await tabTo(page, /^fix-flip_squareFeet$/);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.type('1500');
  await tabTo(page, /^fix-flip_arv$/);
  await page.keyboard.type('300000');
  await tabTo(page, /^Rehab Level$|^fix-flip_rehabLevel$/);
  await chooseWithKeys(page, /^Medium/);
  await tabTo(page, /^Calculate Deal$/);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Profitable deal')).toBeVisible();
  await tabTo(page, /^Save Analysis$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Property analysis saved successfully!')).toBeVisible();
  const rows = await query<{ address: string; rehabLevel: string }>(
    `SELECT address, "rehabLevel" FROM fix_flip_properties WHERE "userId" = $1`,
    [student.id],
  );
  expect(rows).toEqual([{ address: '77 Keyboard Way, Austin, TX', rehabLevel: 'medium' }]);
});

test('keyboard: a deal moves to Lost with a reason; the dialog holds focus and gives it back', async ({
  page,
  context,
}) => {
  const student = await createUser({ firstName: 'Lou' });
  await signInAs(context, student);
  await query(
    `INSERT INTO fix_flip_properties ("userId", address, "rehabLevel", arv, "squareFeet", status, "statusUpdatedAt")
     VALUES ($1, '9 Key Street', 'light', 250000, 1200, 'offer_sent', now())`,
    [student.id],
  );
  await page.goto('/student-dashboard');
  // The tab row is one Tab stop; the arrow keys move between its tabs.
  await expect(page.getByRole('tab', { name: /Fix & Flip/ })).toBeVisible();
  await tabTo(page, /Fix & Flip$/);
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).name).toMatch(/Deal Pipeline$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Offer Sent column' })).toBeVisible();
  // The stage selector on the card is the keyboard's way to do what dragging does.
  await tabTo(page, /^Status of 9 Key Street$/, 60);
  expect((await focused(page)).visible).toBe(true);
  const dialog = page.getByRole('dialog', { name: 'Mark Deal as Lost' });
  // Escape cancels: nothing moves, and focus is back on the selector it came from.
  await chooseWithKeys(page, /^Lost$/);
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const offerSent = page.getByRole('region', { name: 'Offer Sent column' });
  await expect(offerSent.getByRole('combobox', { name: 'Status of 9 Key Street' })).toBeFocused();
  await chooseWithKeys(page, /^Lost$/);
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page, '[role="dialog"]')).inside).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page, '[role="dialog"]')).inside).toBe(true);
  }
  await tabTo(page, /^Loss reason$/);
  await chooseWithKeys(page, /^Inspection Issues$/);
  await tabTo(page, /^Mark as Lost$/);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const lost = page.getByRole('region', { name: 'Lost column' });
  await expect(lost.getByTestId('deal-card')).toContainText('Lost: Inspection Issues');
  // Focus comes back to the moved deal's selector, in its new column, not to the top of the page.
  await expect(lost.getByRole('combobox', { name: 'Status of 9 Key Street' })).toBeFocused();
  const [row] = await query<{ status: string; lossReason: string }>(
    `SELECT status, "lossReason" FROM fix_flip_properties WHERE "userId" = $1`,
    [student.id],
  );
  expect(row).toEqual({ status: 'lost', lossReason: 'inspection_issues' });
});

test('keyboard: an admin uploads a video with Tab, typing, Enter and Space', async ({ page, context }) => {
  await signInAs(context, await createUser({ userType: 'admin' }));
  await page.goto('/admin/videos');
  await expect(page.getByRole('heading', { name: 'Video Management' })).toBeVisible();
  const webm = await recordWebm(page);
  const title = `Keyboard upload ${unique()}`;
  await tabTo(page, /^video-upload_title$/);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.type(title);
  await tabTo(page, /^video-file$/);
  expect((await focused(page)).visible).toBe(true);
  // Space on the focused file field opens the system's file chooser; the test answers it.
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'keyboard.webm', mimeType: 'video/webm', buffer: webm });
  await tabTo(page, /^Upload Video$/);
  expect((await focused(page)).visible).toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Video uploaded successfully')).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toContainText('keyboard.webm');
});
