import { randomBytes } from 'crypto';
import { readFileSync, writeFileSync } from 'fs';
import { tmpdir } from 'os';
import { join } from 'path';
import { titleFor } from '../src/app/route-titles';
import { queryOne } from './support/db';
import { look } from './support/look';
import { wcagViolations } from './support/axe';
import { expect, test } from './support/test';
import { createUser, signInAs } from './support/users';

/**
 * Issue 26: the admin edits the suppression list (add an address and a domain, search, import, export, remove) and
 * finds bounces, complaints and the complaint rate in the campaigns report.
 */
test('the admin adds, finds, imports, exports and removes suppression list entries', async ({ page, context }) => {
  const tag = randomBytes(3).toString('hex');
  const address = `bounced_${tag}@example.test`;
  const domain = `trap-${tag}.test`;
  const imported = `imported_${tag}@example.test`;
  await signInAs(context, await createUser({ userType: 'admin' }));
  /** A toast holds the text; it is closed, so that it lies over no button afterwards. */
  const toast = async (text: string) => {
    const notice = page.locator('.ant-notification-notice').filter({ hasText: text });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Close' }).click();
    await expect(notice).toBeHidden();
  };

  await page.goto('/admin');
  await page
    .getByRole('navigation', { name: 'Admin navigation' })
    .getByRole('link', { name: 'Suppression List' })
    .click();
  await expect(page.getByRole('heading', { name: 'Suppression List', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(titleFor('/admin/suppressions'));

  const value = page.getByRole('textbox', { name: 'Address or domain' });
  const add = page.getByRole('button', { name: 'Add to list' });
  await value.fill(address);
  // A complaint the owner heard of elsewhere (antd's options are picked from its visible list).
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'Complaint (reported as spam)' }).click();
  await add.click();
  await toast(`${address} added to the suppression list`);
  await value.fill(`@${domain}`);
  await page.getByRole('textbox', { name: 'Note' }).fill('Spam trap');
  await add.click();
  await toast(`${domain} added to the suppression list`);
  // The same address again: the API's own words.
  await value.fill(address);
  await add.click();
  await toast('This address or domain is already on the suppression list');

  const file = join(tmpdir(), `suppressions-${tag}.csv`);
  writeFileSync(file, `Address or domain\n${imported}\nnot-an-address\n`);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (await chooser).setFiles(file);
  await toast('1 added, 0 already listed; not an address or domain: not-an-address');

  await page.getByRole('textbox', { name: 'Search the suppression list' }).fill(tag);
  const table = page.getByRole('table');
  await expect(table.getByRole('row')).toHaveCount(4); // the header and three entries
  await expect(table.getByRole('row', { name: new RegExp(domain) })).toContainText('Spam trap');
  await expect(table.getByRole('row', { name: new RegExp(address) })).toContainText('Complaint');
  await look(page, { path: '/tmp/suppressions-search-1280.png' });

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = readFileSync(await (await download).path(), 'utf8');
  expect(csv).toContain(`${imported},address,manual`);

  await page.getByRole('button', { name: `Remove ${address}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove from the suppression list' });
  await expect(confirm).toContainText(`Marketing e-mails may go to ${address} again`);
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await toast(`${address} removed from the suppression list`);
  await expect(table.getByRole('row')).toHaveCount(3);
  expect(await queryOne(`SELECT 1 FROM suppressions WHERE value = $1`, [address])).toBeUndefined();
  expect(await queryOne(`SELECT reason FROM suppressions WHERE value = $1`, [domain])).toEqual({ reason: 'manual' });

  // The campaigns report shows bounces and complaints, and the complaint rate against Gmail's and Yahoo's line.
  await page.goto('/admin/analytics');
  const campaigns = page.getByRole('region', { name: 'Campaigns' });
  await expect(campaigns.getByText(/^Complaint rate:/)).toBeVisible();
  for (const column of ['Bounced', 'Complained'])
    await expect(campaigns.getByRole('columnheader', { name: column })).toBeVisible();

  await page.goto('/admin/suppressions');
  await expect(page.getByRole('heading', { name: 'Suppression List', level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await wcagViolations(page)).toEqual([]);
});
