import { expect, test } from './support/test';
import { DESKTOP } from './support/routes';
import { createUser, signInAs } from './support/users';

/**
 * Issue 26: the admin reads who changed what, and sees a refused action as refused. Options of antd's Select are
 * picked from its visible list (its role=option elements are a hidden, virtualised copy), as in a11y.spec.ts.
 */
// At the admin's width; a user's card on a phone edits as the table's row does (admin-backoffice.spec.ts).
test.describe(`audit trail at ${DESKTOP.width} px`, () => {
  test('a role change made on the Users page shows with its before and after; a refusal is marked refused', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(DESKTOP);
    const admin = await createUser({ userType: 'admin', firstName: 'Audra', lastName: 'Admin' });
    const student = await createUser({ firstName: 'Stu', lastName: 'Dent' });
    await signInAs(context, admin);

    await page.goto('/admin/users');
    await page.getByRole('button', { name: `Edit ${student.username}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    // The pick is checked before saving: on a phone the list may still be moving when first clicked.
    const userType = dialog.getByRole('combobox', { name: 'User Type' });
    await expect(async () => {
      await userType.click();
      await page
        .locator('.ant-select-item-option')
        .filter({ hasText: /^Admin$/ })
        .click({ timeout: 2000 });
      await expect(dialog.locator('.ant-select-content').first()).toHaveText('Admin', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();

    // Deleting oneself is refused (409), and the trail says so.
    await page.getByRole('button', { name: `Delete ${admin.username}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('You cannot delete your own account')).toBeVisible();

    await page.goto('/admin');
    const nav = page.getByRole('navigation', { name: 'Admin navigation' });
    await nav.getByRole('link', { name: 'Audit Trail' }).click();
    await expect(page.getByRole('heading', { name: 'Audit Trail' })).toBeVisible();

    await page.getByRole('textbox', { name: 'Account' }).fill(admin.username);
    const change = page.getByRole('listitem', {
      name: `Change a user's details, role, status or password by ${admin.username}`,
    });
    await expect(change).toContainText('userType: student → admin');
    // The form sends every field; only the one that changed is named.
    await expect(change).toContainText('Fields changed: userType');
    await expect(change).not.toContainText('email');
    await expect(change).toContainText('Done');
    await expect(change).toContainText(student.id);
    const refusal = page.getByRole('listitem', {
      name: `Delete a user account and end its sessions by ${admin.username}`,
    });
    await expect(refusal).toContainText('Refused (409)');

    await page.getByRole('combobox', { name: 'Outcome' }).click();
    await page
      .locator('.ant-select-item-option')
      .filter({ hasText: /^Refused$/ })
      .click();
    await expect(refusal).toBeVisible();
    await expect(change).toBeHidden();

    // Nothing on the page edits or deletes an entry.
    await expect(page.getByRole('main').getByRole('button', { name: /delete|edit/i })).toHaveCount(0);
  });
});
