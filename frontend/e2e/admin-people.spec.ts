import { readFile } from 'node:fs/promises';
import { expect, test } from './support/test';
import { query } from './support/db';
import { PHONE, sidewaysScroll } from './support/routes';
import { createUser, signInAs } from './support/users';

/** Issue 26: the admin answers a person's request: finds their data, exports it, erases it. */
// At a phone's width, where the found tables have the least room; the form is the same at both.
test.describe(`people at ${PHONE.width} px`, () => {
  test('the admin finds a person, exports their data and erases it after typing the address', async ({
    page,
    context,
  }) => {
    await page.setViewportSize(PHONE);
    const email = `person_${PHONE.width}_${Date.now().toString(36)}@example.test`;
    await createUser({ email, firstName: 'Pat', lastName: 'Person' });
    await query(
      `INSERT INTO leads ("firstName", "lastName", email, phone) VALUES ('Pat', 'Person', $1, '5125550100')`,
      [email],
    );
    await signInAs(context, await createUser({ userType: 'admin', firstName: 'Ada', lastName: 'Admin' }));

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin navigation' }).getByRole('link', { name: 'People' }).click();
    await expect(page.getByRole('heading', { name: 'People' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Find' }).click();
    const tables = page.getByRole('list', { name: 'Tables holding the address' });
    await expect(tables).toContainText('users: 1 row');
    await expect(tables).toContainText('leads: 1 row');
    // Nothing scrolls sideways on a phone.
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export JSON' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('personal-data.json');
    const exported = JSON.parse(await readFile(await file.path(), 'utf8'));
    expect(exported).toMatchObject({ email, found: true });
    expect(exported.tables.leads).toHaveLength(1);

    await page.getByRole('button', { name: 'Erase…' }).click();
    const dialog = page.getByRole('dialog', { name: `Erase ${email}` });
    const confirm = dialog.getByRole('button', { name: 'Erase' });
    await expect(confirm).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Type the address to confirm' }).fill(email);
    await confirm.click();
    await expect(page.getByText(/^Erased \d+ rows and \d+ queued jobs$/)).toBeVisible();
    await expect(dialog).toBeHidden();
    // What stays: the suppression entry alone.
    await expect(tables).toContainText('suppressions: 1 row');
    await expect(tables).not.toContainText('users');
    expect(await query(`SELECT 1 FROM users WHERE email = $1`, [email])).toHaveLength(0);
  });
});
