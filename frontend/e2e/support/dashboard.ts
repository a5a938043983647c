import { expect, type Locator, type Page } from './test';

/** The two widths the student dashboard's journeys run at. */
export const WIDTHS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A notification (toast) holding the text. */
export const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });

/** A dashboard tab: a tab on a desktop, an entry of the section select on a phone (every one reachable). */
export async function openTab(page: Page, name: string) {
  const select = page.getByRole('combobox', { name: 'Dashboard section' });
  await expect(page.getByRole('tab', { name }).or(select)).toBeVisible();
  if (await select.isVisible()) {
    // On a phone a toast lies over the select for its few seconds, and a pointer resting on it holds it open: a
    // person closes it first.
    const close = page.locator('.ant-notification-notice-close');
    for (let i = 0; i < 3 && (await close.count()); i++)
      await close
        .first()
        .click({ timeout: 2000 })
        .catch(() => {});
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);
    await select.click();
    await page.locator('.ant-select-item-option').filter({ hasText: name }).click();
  } else {
    await page.getByRole('tab', { name }).click();
  }
  // The switch is a transition: until it commits, the old tab is still the selected one, and a click on it is none.
  const chosen = page.locator('.portal-section-select').filter({ hasText: name });
  await expect(page.getByRole('tab', { name, selected: true }).or(chosen)).toBeVisible();
}

/**
 * The antd select named `name` (in `within`) set to the option matching `label`, and seen set. On a loaded machine a
 * click on an option now and then leaves the select empty; a person sees that and picks again, and so does this.
 */
export async function chooseOption(page: Page, name: string, label: string | RegExp, within: Page | Locator = page) {
  const select = within.getByRole('combobox', { name });
  const field = within.locator('.ant-select').filter({ has: page.getByRole('combobox', { name }) });
  await expect(async () => {
    if ((await select.getAttribute('aria-expanded')) !== 'true') await select.click();
    await page.locator('.ant-select-item-option:visible').filter({ hasText: label }).click({ timeout: 5000 });
    await expect(field).toContainText(label, { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** The analyzer's Rehab Level select, set to the option matching the label. */
export const chooseRehab = (page: Page, label: RegExp) => chooseOption(page, 'Rehab Level', label);

/** The scenario table's base case: a row on a desktop, a card (list item) on a phone. */
export const baseCase = (page: Page, phone: boolean) =>
  phone ? page.getByRole('listitem').filter({ hasText: 'Base case' }) : page.getByRole('row', { name: /Base case/ });
