import { wcagViolations } from './support/axe';
import { expect, test, type Page } from './support/test';
import { toast, WIDTHS } from './support/dashboard';
import { createUser, signInAs } from './support/users';

/**
 * Issue 28 (part D): rental and creative-finance analyses are kept. As a student at desktop and phone widths: save,
 * reopen and delete a rental analysis and a seller-financing one; results survive a reload; the cash flow of seller
 * financing subtracts taxes, insurance, vacancy and maintenance.
 */

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
/** The value beside a label of the visible results card. */
const result = (page: Page, label: string) =>
  page
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${label.replace(/[()&]/g, '\\$&')}$`) })
    .locator('xpath=following-sibling::dd');

async function axeClean(page: Page) {
  expect(await wcagViolations(page)).toEqual([]);
}

async function saveAs(page: Page, name: string) {
  await field(page, 'Analysis name').fill(name);
  await page.getByRole('button', { name: 'Save analysis' }).click();
  await expect(toast(page, 'Analysis Saved')).toBeVisible();
  await expect(page.getByRole('button', { name: `Open ${name}` })).toBeVisible();
}

async function deleteAnalysis(page: Page, name: string) {
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByText(`Delete "${name}"?`)).toBeVisible();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(toast(page, 'Analysis Deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: `Open ${name}` })).toHaveCount(0);
  await expect(page.getByText('No saved analyses yet.').filter({ visible: true })).toBeVisible();
}

for (const size of WIDTHS) {
  test.describe(`at ${size.name} width`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('save, reopen and delete a rental analysis', async ({ context, page }) => {
      await signInAs(context, await createUser());
      await page.goto('/rental-underwriter');
      await expect(page.getByRole('heading', { name: 'Saved Rental Analyses' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save analysis' })).toBeDisabled();

      await field(page, 'Purchase Price').fill('200000');
      await field(page, 'Down Payment').fill('40000');
      await field(page, 'Interest Rate').fill('6');
      await field(page, 'Closing Costs').fill('3000');
      await page.getByRole('tab', { name: 'Income' }).click();
      await field(page, 'Monthly Rent').fill('2000');
      await page.getByRole('tab', { name: 'Expenses' }).click();
      await field(page, 'Insurance (monthly)').fill('100');
      await field(page, 'Property Taxes (monthly)').fill('150');
      await page.getByRole('button', { name: 'Analyze This Deal' }).click();
      // loan 160,000 at 6% for 30 years: 959.28 a month; 2,000 - 959.28 - 250 = 790.72
      await expect(result(page, 'Monthly Cash Flow')).toHaveText('$791');
      await saveAs(page, 'Elm St duplex');

      // Results no longer vanish: a reload (or a trip to the dashboard) keeps inputs and results
      await page.reload();
      await expect(result(page, 'Monthly Cash Flow')).toHaveText('$791');

      // A changed input can't be saved until analyzed again
      await page.getByRole('tab', { name: 'Income' }).click();
      await field(page, 'Monthly Rent').fill('1800');
      await field(page, 'Analysis name').fill('Not yet');
      await expect(page.getByRole('button', { name: 'Save analysis' })).toBeDisabled();
      await page.getByRole('button', { name: 'Analyze This Deal' }).click();
      await expect(result(page, 'Monthly Cash Flow')).toHaveText('$591');

      // Reopen: the saved inputs and their results
      await page.getByRole('button', { name: 'Open Elm St duplex' }).click();
      await expect(result(page, 'Monthly Cash Flow')).toHaveText('$791');
      await page.getByRole('tab', { name: 'Income' }).click();
      await expect(field(page, 'Monthly Rent')).toHaveValue('2000');
      await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
      await axeClean(page);

      // The opened analysis takes new inputs once they are analyzed
      await field(page, 'Monthly Rent').fill('2100');
      await expect(page.getByRole('button', { name: 'Update Elm St duplex' })).toBeDisabled();
      await page.getByRole('button', { name: 'Analyze This Deal' }).click();
      await page.getByRole('button', { name: 'Update Elm St duplex' }).click();
      await expect(toast(page, 'Analysis Updated')).toBeVisible();
      await field(page, 'Monthly Rent').fill('1500');
      await page.getByRole('button', { name: 'Open Elm St duplex' }).click();
      await expect(result(page, 'Monthly Cash Flow')).toHaveText('$891');
      await expect(page.getByRole('button', { name: 'Open Elm St duplex' })).toHaveCount(1);

      await deleteAnalysis(page, 'Elm St duplex');
    });

    test('save, reopen and delete a seller-financing analysis whose cash flow pays the carrying costs', async ({
      context,
      page,
    }) => {
      await signInAs(context, await createUser());
      await page.goto('/creative-finance-calculator');
      await page.getByRole('tab', { name: 'Seller Financing' }).click();
      await field(page, 'Purchase Price').fill('140000');
      await field(page, 'Down Payment').fill('20000');
      await field(page, 'Interest Rate').fill('0');
      await field(page, 'Loan Term').fill('10');
      await field(page, 'Expected Monthly Rent').fill('2000');
      await field(page, 'Property Taxes (monthly)').fill('200');
      await field(page, 'Insurance (monthly)').fill('80');
      await field(page, 'Maintenance (% of rent)').fill('7');
      await page.getByRole('button', { name: 'Calculate Seller Financing' }).click();
      // payment 120,000 / 120 = 1,000; taxes 200 + insurance 80 + vacancy 5% (blank) 100 + maintenance 7% 140 = 520
      await expect(result(page, 'Monthly Payment')).toHaveText('$1,000');
      await expect(result(page, 'Taxes, Insurance, Vacancy & Maintenance')).toHaveText('$520');
      await expect(result(page, 'Monthly Cash Flow')).toHaveText('$480');
      await saveAs(page, 'Maple St note');

      await page.reload();
      await expect(page).toHaveURL(/\?strategy=seller-financing$/);
      await expect(page.getByRole('tab', { name: 'Seller Financing' })).toHaveAttribute('aria-selected', 'true');
      await expect(result(page, 'Monthly Cash Flow')).toHaveText('$480');
      await field(page, 'Expected Monthly Rent').fill('1500');
      await page.getByRole('button', { name: 'Calculate Seller Financing' }).click();
      await expect(result(page, 'Monthly Cash Flow')).toHaveText('$40');

      await page.getByRole('button', { name: 'Open Maple St note' }).click();
      await expect(field(page, 'Expected Monthly Rent')).toHaveValue('2000');
      await expect(result(page, 'Monthly Cash Flow')).toHaveText('$480');
      await axeClean(page);

      // Another strategy's list does not show it
      await page.getByRole('tab', { name: 'Subject-To' }).click();
      await expect(page.getByRole('heading', { name: 'Saved Subject-To Analyses' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Open Maple St note' })).toHaveCount(0);

      await page.getByRole('tab', { name: 'Seller Financing' }).click();
      await deleteAnalysis(page, 'Maple St note');
    });
  });
}
