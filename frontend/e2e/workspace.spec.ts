import { expect, test, type Page } from './support/test';
import { baseCase, chooseOption, chooseRehab, openTab, toast, WIDTHS } from './support/dashboard';
import { query } from './support/db';
import { look } from './support/look';
import { sidewaysScroll } from './support/routes';
import { createUser, signInAs } from './support/users';
import { SPEC_ASSUMPTIONS } from './support/deals';

/**
 * Issue 16's journeys through the student workspace, at desktop and phone widths: drafts that survive tab
 * switches and reloads, reopening, updating, copying and deleting (with Undo) saved analyses, a losing deal told
 * truthfully, the seven-stage board, and messages at the field instead of silent rewrites.
 */

async function fillDeal(page: Page, deal: { address: string; sqft: string; arv: string; rehab: RegExp }) {
  await page.getByRole('combobox', { name: 'Address' }).fill(deal.address);
  await page.getByLabel('Square Feet').fill(deal.sqft);
  await page.getByLabel('ARV (After Repair Value)').fill(deal.arv);
  await chooseRehab(page, deal.rehab);
}

const dealsOf = (userId: string) =>
  query<{ id: string; address: string; arv: string; deletedAt: string | null }>(
    `SELECT id, address, arv, "deletedAt" FROM fix_flip_properties WHERE "userId" = $1 ORDER BY "createdAt"`,
    [userId],
  );

const STAGE_TITLES = ['Chasing', 'Offer Sent', 'Countered', 'Under Contract', 'Pending', 'Closed', 'Lost'];

/** A deal in every stage ("1 Stage Street" ... "7 Stage Street"), so no column is a narrow strip: each at its narrowest. */
async function dealInEveryStage(userId: string) {
  const statuses = ['chasing', 'offer_sent', 'countered', 'under_contract', 'pending', 'closed', 'lost'];
  for (const [i, status] of statuses.entries()) {
    await query(
      `INSERT INTO fix_flip_properties
         ("userId", address, "rehabLevel", arv, "squareFeet", status, "lossReason", "statusUpdatedAt", assumptions)
       VALUES ($1, $2, 'medium', 300000, 1500, $3, $4, now(), $5)`,
      [userId, `${i + 1} Stage Street`, status, status === 'lost' ? 'other' : null, SPEC_ASSUMPTIONS],
    );
  }
}

/** Every stage title is shown whole (no ellipsis); with `allInView`, all seven are on screen at once. */
async function expectStageTitlesWhole(page: Page, allInView: boolean) {
  for (const title of STAGE_TITLES) {
    const head = page.getByRole('region', { name: `${title} column` }).locator('.dp-column__head');
    if (allInView) await expect(head).toBeInViewport({ ratio: 1 });
    const cut = await head.evaluate((el) =>
      Array.from(el.querySelectorAll('span')).some((s) => s.scrollWidth > s.clientWidth),
    );
    expect(cut, `${title} is cut off`).toBe(false);
  }
}

for (const size of WIDTHS) {
  test.describe(`student workspace at ${size.width} px`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the analysis survives tab switches and a reload; saved work reopens, updates, copies and deletes with Undo', async ({
      page,
      context,
    }) => {
      const student = await createUser({ firstName: 'Dana' });
      await signInAs(context, student);
      await page.goto('/student-dashboard');
      await fillDeal(page, { address: '12 Draft Lane, Austin, TX', sqft: '1500', arv: '300000', rehab: /^Medium/ });
      await page.getByRole('button', { name: 'Calculate Deal' }).click();
      const maxBuy = page.getByTestId('max-buy-price');
      await expect(maxBuy).toHaveText(/^\$\d{3},\d{3}$/);
      const figure = await maxBuy.innerText();
      if (size.name === 'phone') await expect(maxBuy).toBeInViewport(); // the result scrolls into view

      await openTab(page, 'Deal Pipeline');
      await openTab(page, 'Fix & Flip');
      await expect(maxBuy).toHaveText(figure);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('12 Draft Lane, Austin, TX');
      await expect(page.getByLabel('Square Feet')).toHaveValue('1500');
      await expect(maxBuy).toHaveText(figure);

      // Save, then reopen and change it: Save updates the same deal.
      await page.getByRole('button', { name: 'Save Analysis' }).click();
      await expect(toast(page, 'Property analysis saved successfully!')).toBeVisible();
      await expect(page.getByText('Editing your saved analysis: 12 Draft Lane, Austin, TX')).toBeVisible();
      await page.getByRole('button', { name: 'Start a new analysis' }).click();
      await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('');
      await page.getByRole('button', { name: 'Open 12 Draft Lane, Austin, TX in the analyzer' }).click();
      await expect(page.getByLabel('ARV (After Repair Value)')).toHaveValue('$ 300,000');
      await page.getByLabel('ARV (After Repair Value)').fill('330000');
      // A changed input: the result is out of date and Save waits for the new calculation (issue 28).
      await expect(page.getByRole('button', { name: 'Save Analysis', exact: true })).toBeDisabled();
      await page.getByRole('button', { name: 'Calculate Deal' }).click();
      await page.getByRole('button', { name: 'Save Analysis', exact: true }).click();
      await expect(toast(page, 'Saved analysis updated.')).toBeVisible();
      let rows = await dealsOf(student.id);
      expect(rows.map((r) => [r.address, Number(r.arv)])).toEqual([['12 Draft Lane, Austin, TX', 330000]]);

      // Save as New keeps the original and adds a copy.
      await page.getByRole('combobox', { name: 'Address' }).fill('14 Draft Lane, Austin, TX');
      await page.getByRole('button', { name: 'Save as New' }).click();
      await expect(toast(page, 'Saved as a new analysis.')).toBeVisible();
      rows = await dealsOf(student.id);
      expect(rows.map((r) => r.address)).toEqual(['12 Draft Lane, Austin, TX', '14 Draft Lane, Austin, TX']);
      await look(page, { path: `/tmp/workspace-saved-${size.name}.png`, fullPage: true });

      // Delete asks first, then offers Undo; Undo brings the deal back.
      const saved = page.locator('.ff-saved');
      await saved.getByRole('button', { name: 'Delete 12 Draft Lane, Austin, TX' }).click();
      await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
      const deleted = toast(page, '"12 Draft Lane, Austin, TX" and its pipeline history were deleted.');
      await expect(deleted).toContainText('Deal deleted');
      await expect(saved.getByText('12 Draft Lane, Austin, TX', { exact: true })).toHaveCount(0);
      expect((await dealsOf(student.id)).find((r) => r.address.startsWith('12'))?.deletedAt).not.toBeNull();
      await deleted.getByRole('button', { name: 'Undo' }).click();
      await expect(toast(page, 'is back in your saved analyses and pipeline.')).toContainText('Deal restored');
      await expect(saved.getByText('12 Draft Lane, Austin, TX', { exact: true })).toBeVisible();
      expect((await dealsOf(student.id)).every((r) => r.deletedAt === null)).toBe(true);
    });

    test('a losing deal is told truthfully, and invalid inputs get their message at the field', async ({ page }) => {
      await page.goto('/fix-flip');
      await fillDeal(page, { address: '1 Money Pit Road', sqft: '3000', arv: '100000', rehab: /^Very Heavy/ });
      await page.getByRole('button', { name: 'Calculate Deal' }).click();
      await expect(page.getByText('Not profitable')).toBeVisible();
      // The one presentation (issue 28): No offer, no carry, the shortfall as a negative profit at a $0 price.
      await expect(page.getByTestId('max-buy-price')).toHaveText('No offer');
      const breakdown = page.getByLabel('Cost breakdown');
      await expect(breakdown.locator('.ff-row').filter({ hasText: 'Hard Money Carry' })).toContainText('$0');
      // Renovation 262,500 + closing 1,000 + commission 2,500 + taxes 1,108.74: never below renovation alone.
      await expect(breakdown.locator('.ff-row--total')).toContainText('$267,109');
      await expect(breakdown.locator('.ff-row').filter({ hasText: 'Expected Profit' })).toContainText('-$167,109');
      const chart = page.getByRole('figure', { name: 'Where the ARV goes' });
      await expect(chart).toContainText(
        'The costs ($267,109) exceed the $100,000 ARV by $167,109, before any purchase price',
      );
      await expect(chart.getByRole('listitem').filter({ hasText: 'Renovation' })).toContainText(
        '$262,500 · 262.50% of ARV',
      );
      await expect(chart.getByRole('listitem').filter({ hasText: 'Purchase' })).toHaveCount(0);
      const rule = page.locator('.ff-rule');
      await expect(rule).toContainText('No offer works');
      await expect(rule).toContainText('No purchase price reaches the profit target.');
      await expect(rule).not.toContainText('+$');
      // The scenarios read the same way: a table on a desktop, cards on a phone.
      const base = baseCase(page, size.name === 'phone');
      await expect(base).toContainText('No offer');
      await expect(base).toContainText('-$167,109');
      await look(page, { path: `/tmp/workspace-losing-${size.name}.png`, fullPage: true });

      // Nothing is clamped or rounded quietly.
      await page.getByLabel('ARV (After Repair Value)').fill('-5');
      await page.getByLabel('Square Feet').fill('1500.5');
      await page.getByLabel('Bathrooms').fill('2.25');
      await page.getByLabel('Bedrooms').fill('-1');
      // The result is out of date now, so Save waits; Calculate Deal checks every number first.
      await expect(page.getByRole('button', { name: 'Save Analysis' })).toBeDisabled();
      await page.getByRole('button', { name: 'Calculate Deal' }).click();
      await expect(page.getByText('ARV must be greater than 0')).toBeVisible();
      await expect(page.getByText('Square footage must be a whole number greater than 0')).toBeVisible();
      await expect(page.getByText('Bathrooms go in steps of 0.5 (e.g. 2.5), 0 or more')).toBeVisible();
      await expect(page.getByText('Bedrooms must be a whole number, 0 or more')).toBeVisible();
      await expect(page.getByLabel('ARV (After Repair Value)')).toHaveValue('$ -5');
      await expect(page.getByLabel('Square Feet')).toHaveValue('1500.5');
      await expect(page.locator('label[for="fix-flip_squareFeet"]')).not.toContainText('optional');
    });

    test('the board shows all seven stages, and a deal moved to Lost stays in view', async ({ page, context }) => {
      const student = await createUser({ firstName: 'Lee' });
      await signInAs(context, student);
      await dealInEveryStage(student.id);
      await page.goto('/student-dashboard');
      await openTab(page, 'Deal Pipeline');
      await expectStageTitlesWhole(page, size.name === 'desktop');
      // antd 6 shows the chosen stage in .ant-select-content; every selector is measured (none can be missed).
      const measured = await page.locator('.dp-card__status').evaluateAll((selects) =>
        selects.map((el) => {
          const shown = el.querySelector<HTMLElement>('.ant-select-content');
          return shown ? { text: el.textContent, cut: shown.scrollWidth > shown.clientWidth } : null;
        }),
      );
      expect(measured).toHaveLength(7);
      expect(measured).not.toContain(null);
      const clipped = measured.filter((m) => m?.cut).map((m) => m?.text);
      expect(clipped, 'stage names cut off in the selectors').toEqual([]);
      const overflow = await sidewaysScroll(page);
      expect(overflow).toBeLessThanOrEqual(0);

      const pending = page.getByRole('region', { name: 'Pending column' });
      await pending.getByRole('combobox', { name: /Status of 5 Stage Street/ }).click();
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: /^Lost$/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Mark Deal as Lost' });
      await chooseOption(page, 'Loss reason', 'Inspection Issues', dialog);
      await dialog.getByRole('button', { name: 'Mark as Lost' }).click();
      const lostCard = page
        .getByRole('region', { name: 'Lost column' })
        .getByTestId('deal-card')
        .filter({ hasText: '5 Stage Street' });
      await expect(lostCard).toContainText('Lost: Inspection Issues');
      await expect(lostCard).toBeInViewport();
      await look(page, { path: `/tmp/workspace-board-${size.name}.png`, fullPage: true });

      // The deal dialog tells instead of clamping.
      await lostCard.getByRole('button', { name: /Open deal 5 Stage Street/ }).click();
      const detail = page.getByRole('dialog', { name: '5 Stage Street' });
      await detail.getByRole('switch', { name: 'Edit' }).click();
      await detail.getByLabel('ARV').fill('-5');
      await detail.getByRole('button', { name: 'Save Changes' }).click();
      await expect(detail.getByText('ARV must be greater than 0')).toBeVisible();
      const [row] = await query<{ arv: string }>(
        `SELECT arv FROM fix_flip_properties WHERE address = '5 Stage Street' AND "userId" = $1`,
        [student.id],
      );
      expect(Number(row.arv)).toBe(300000);
    });

    test('the calculators refuse negative costs and a bad term at the field, and show "—" for an undefined ROI', async ({
      page,
      context,
    }) => {
      await signInAs(context, await createUser({ firstName: 'Rae' }));
      // On screen only: the printed copy of the inputs (hidden until Print) has rows of the same names.
      const result = (label: string) =>
        page.locator('dl > div:visible').filter({ has: page.locator('dt', { hasText: label }) });

      await page.goto('/rental-underwriter');
      await page.getByLabel('Purchase Price', { exact: true }).fill('100000');
      await page.getByLabel('Interest Rate', { exact: true }).fill('0');
      await page.getByRole('tab', { name: 'Income' }).click();
      await page.getByLabel('Monthly Rent', { exact: true }).fill('1200');
      await page.getByRole('button', { name: 'Analyze This Deal' }).click();
      // Nothing down, no rehab, no closing costs: nothing is invested, so the return on it is undefined.
      await expect(result('Total Investment').locator('dd')).toHaveText('$0');
      await expect(result('ROI').locator('dd')).toHaveText('—');
      await expect(result('Cash-on-Cash Return').locator('dd')).toHaveText('—');
      await expect(result('Cap Rate').locator('dd')).toHaveText('14.40%');
      await expect(page.getByText('Analysis Results')).toBeInViewport();

      await page.getByRole('tab', { name: 'Purchase' }).click();
      await page.getByLabel('Rehab Cost', { exact: true }).fill('-5000');
      await page.getByRole('tab', { name: 'Expenses' }).click();
      await page.getByLabel('Insurance (monthly)', { exact: true }).fill('-100');
      await page.getByRole('tab', { name: 'Income' }).click();
      await page.getByRole('button', { name: 'Analyze This Deal' }).click();
      // The first tab with a message is shown; the result is withdrawn rather than computed from a negative cost.
      await expect(page.getByRole('tab', { name: 'Purchase' })).toHaveAttribute('aria-selected', 'true');
      const negative = (tab: string) =>
        page.getByRole('tabpanel', { name: tab }).getByText('Enter an amount of $0 or more');
      await expect(negative('Purchase')).toBeVisible();
      await expect(page.getByLabel('Rehab Cost', { exact: true })).toHaveValue('-5000');
      await expect(page.getByTestId('deal-assessment')).toHaveCount(0);
      await page.getByRole('tab', { name: 'Expenses' }).click();
      await expect(negative('Expenses')).toBeVisible();
      await page.getByLabel('Insurance (monthly)', { exact: true }).fill('100');
      await expect(negative('Expenses')).toHaveCount(0);
      await page.getByRole('tab', { name: 'Purchase' }).click();
      await page.getByLabel('Rehab Cost', { exact: true }).fill('5000');
      await page.getByRole('button', { name: 'Analyze This Deal' }).click();
      await expect(result('Total Investment').locator('dd')).toHaveText('$5,000');
      await look(page, { path: `/tmp/workspace-rental-${size.name}.png`, fullPage: true });

      await page.goto('/creative-finance-calculator');
      await page.getByRole('tab', { name: 'Seller Financing' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Seller Financing' });
      await panel.getByLabel('Purchase Price', { exact: true }).fill('120000');
      await panel.getByLabel('Down Payment', { exact: true }).fill('-20000');
      await panel.getByLabel('Interest Rate', { exact: true }).fill('0');
      await panel.getByLabel('Loan Term', { exact: true }).fill('-5');
      await panel.getByRole('button', { name: 'Calculate Seller Financing' }).click();
      await expect(panel.getByText('Enter an amount of $0 or more')).toBeVisible();
      await expect(
        panel.getByText('Enter a whole number of years from 1 to 50, or leave it blank for 30'),
      ).toBeVisible();
      await expect(panel.getByLabel('Loan Term', { exact: true })).toHaveValue('-5');
      await expect(panel.getByText('Enter the numbers and click Calculate Seller Financing.')).toBeVisible();
      await look(page, { path: `/tmp/workspace-creative-errors-${size.name}.png`, fullPage: true });

      await panel.getByLabel('Down Payment', { exact: true }).fill('');
      await panel.getByLabel('Loan Term', { exact: true }).fill('10');
      await panel.getByRole('button', { name: 'Calculate Seller Financing' }).click();
      await expect(result('Monthly Payment').locator('dd')).toHaveText('$1,000'); // 120,000 over 10 years at 0%
      // On a phone the result sits under the form: it is brought into view, not left below the fold.
      if (size.name === 'phone') await expect(result('Monthly Payment')).toBeInViewport({ ratio: 1 });
      await expect(result('ROI').locator('dd')).toHaveText('—'); // nothing down
    });
  });
}

test.describe('between phone and desktop (768-1024 px)', () => {
  test('the board keeps every stage title whole and the page never scrolls sideways', async ({ page, context }) => {
    const student = await createUser({ firstName: 'Mid' });
    await signInAs(context, student);
    await dealInEveryStage(student.id);
    for (const width of [768, 900, 1024, 1119, 1120]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/student-dashboard');
      await openTab(page, 'Deal Pipeline');
      await expect(page.getByRole('region', { name: 'Lost column' }).getByTestId('deal-card')).toBeVisible();
      await expectStageTitlesWhole(page, true);
      expect(await sidewaysScroll(page), `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      // Each stage selector stays inside its card (a wider one would lie over the next column).
      const sticking = await page.getByTestId('deal-card').evaluateAll((cards) =>
        cards
          .filter((card) => {
            const select = card.querySelector('.dp-card__status');
            return !select || select.getBoundingClientRect().right > card.getBoundingClientRect().right + 0.5;
          })
          .map((card) => card.querySelector('.dp-card__title')?.textContent),
      );
      expect(sticking, `selectors out of their card at ${width} px`).toEqual([]);
      await look(page, { path: `/tmp/workspace-board-${width}.png`, fullPage: true });
    }
  });
});

test.describe('signing out', () => {
  test("a student's analysis in progress leaves this browser with them", async ({ page, context }) => {
    const student = await createUser({ firstName: 'Sol' });
    await signInAs(context, student);
    await page.goto('/student-dashboard');
    await fillDeal(page, { address: '9 Shared Desk Road, Austin, TX', sqft: '1200', arv: '250000', rehab: /^Light/ });
    await page.getByRole('button', { name: 'Calculate Deal' }).click();
    await expect(page.getByTestId('max-buy-price')).toHaveText(/^\$\d{2,3},\d{3}$/);
    // What this browser keeps for the student (null while a page is being replaced: signing out ends on a full load).
    const kept = () =>
      page.evaluate((id) => Object.keys(localStorage).filter((k) => k.includes(id)), student.id).catch(() => null);
    await expect.poll(kept).toEqual([`person:${student.id}:ff-draft`]);

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).not.toHaveURL(/student-dashboard/);
    await expect.poll(kept).toEqual([]);

    // The same person signs in at this browser again: an empty analyzer.
    await page.goto('/student-login');
    await page.getByLabel('Username or Email').fill(student.username);
    await page.getByLabel('Password', { exact: true }).fill(student.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/student-dashboard$/);
    await expect(page.getByRole('button', { name: 'Calculate Deal' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Address' })).toHaveValue('');
    await expect(page.getByTestId('max-buy-price')).toHaveCount(0);
  });
});
