import { expect, test } from './support/test';
import { query } from './support/db';
import { createUser, signInAs } from './support/users';
import { look } from './support/look';
import { control } from './support/control';
import { constantContactConfigured } from './support/constant-contact';
import { waitForMail } from './support/mail';
import { DESKTOP } from './support/routes';

const NOT_CONNECTED = 'Failed to connect to Constant Contact. Please authorize the app to get an access token.';
const NOT_CONFIGURED =
  'Constant Contact is not configured. Set CONSTANT_CONTACT_CLIENT_ID, CONSTANT_CONTACT_CLIENT_SECRET and TOKEN_ENCRYPTION_KEY.';
const POSTAL_ADDRESS = '123 Main Street, Suite 100, Austin, TX 78701';
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

test.describe('admin e-mail campaigns', () => {
  // Whole journeys (provider OAuth, mail through the worker, analytics): past the default 30 s on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('an admin connects the provider, creates a campaign, sees it listed and checks its eligible visitors', async ({
    page,
    context,
  }) => {
    const admin = await createUser({ userType: 'admin' });
    await signInAs(context, admin);
    const tag = Date.now().toString(36);
    const due = `due_${tag}@example.test`;
    await query(
      // Both confirmed their address (double opt-in); only the first visited long enough ago.
      `INSERT INTO visitors (email, "sessionId", "lastVisitedAt", "consentConfirmedAt")
       VALUES ($1, $2, now() - interval '30 hours', now()), ($3, $4, now() - interval '2 hours', now())`,
      [due, `s1_${tag}`, `recent_${tag}@example.test`, `s2_${tag}`],
    );

    await page.goto('/admin/emails');
    await expect(page.getByRole('heading', { name: 'Email Campaigns' })).toBeVisible();
    await expect(page.getByText('Not connected')).toBeVisible();
    await expect(page.locator('.ant-alert').getByText(NOT_CONNECTED)).toBeVisible();
    await expect(page.getByText('Click Authorize App to complete the OAuth flow.')).toBeVisible();
    await look(page, { path: '/tmp/campaigns-not-connected.png', fullPage: true });

    // A failed Test Connection says why, in words.
    await page.getByRole('button', { name: 'Test Connection' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Connection failed' })).toContainText(
      NOT_CONNECTED,
    );

    // Authorize App opens the OAuth flow in a new tab; it ends back on /admin/emails.
    const popupPromise = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Authorize App' }).click();
    const popup = await popupPromise;
    await popup.waitForURL(/\/admin\/emails$/);
    await popup.close();
    await page.getByRole('button', { name: 'Test Connection' }).click();
    const connected = 'Successfully connected! Visitor emails will be automatically synced to your contact lists.';
    await expect(page.locator('.ant-alert').getByText(connected)).toBeVisible();
    // Test Connection reports its result in words.
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Connection OK' })).toContainText(
      connected,
    );
    await expect(page.getByText('Investor Agent Academy')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Authorize App' })).toHaveCount(0);

    for (const title of ['Active Campaigns', 'Total Visitors', 'Engagement Rate', 'Emails Sent']) {
      await expect(page.getByText(title, { exact: true })).toBeVisible();
    }

    await page.getByRole('button', { name: 'Create New Campaign' }).click();
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page.getByText('Campaign name is required')).toBeVisible();
    await page.getByLabel('Campaign Name').fill(`Follow-up ${tag}`);
    await page.getByLabel('Subject').fill(`Still interested? ${tag}`);
    await page.getByLabel('HTML Content').fill('<p>Come back and <a href="https://example.com">enroll</a>.</p>');
    await look(page, { path: '/tmp/campaigns-form.png', fullPage: true });
    await page.getByRole('button', { name: 'Create Campaign' }).click();

    await expect(page.getByText('Email campaign created successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Create Campaign' })).toHaveCount(0);
    const card = page.getByLabel(`Campaign Follow-up ${tag}`);
    await expect(card).toBeVisible();
    await expect(card.getByText('24h after visit')).toBeVisible();
    await expect(card.getByText(`Still interested? ${tag}`)).toBeVisible();

    await card.getByRole('button', { name: 'Check Eligible Visitors' }).click();
    await expect(card.getByText(due)).toBeVisible();
    await expect(card.getByText(`recent_${tag}@example.test`)).toHaveCount(0);
    const [{ n }] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM visitors
        WHERE email IS NOT NULL AND NOT "hasPurchased" AND "unsubscribedAt" IS NULL
          AND "lastVisitedAt" <= now() - interval '24 hours'`,
    );
    await expect(card.getByText(`${n} eligible visitor${n === 1 ? '' : 's'}`)).toBeVisible();
    await look(page, { path: '/tmp/campaigns-desktop.png', fullPage: true });

    await page.setViewportSize({ width: 390, height: 844 });
    await look(page, { path: '/tmp/campaigns-phone.png', fullPage: true });
  });

  test('the owner previews a campaign with its footer, mails a test to themselves, and a deleted campaign keeps its figures', async ({
    page,
    context,
  }) => {
    const admin = await createUser({ userType: 'admin' });
    const cookie = `${admin.cookie.name}=${admin.cookie.value}`;
    await signInAs(context, admin);
    const tag = Date.now().toString(36);
    const name = `Owner flow ${tag}`;
    const subject = `A word from the course ${tag}`;
    const created = await page.request.post('/api/campaigns', {
      headers: { ...XHR, Cookie: cookie },
      data: { name, subject, htmlContent: `<p>Hello from the course ${tag}.</p>`, sendAfterHours: 24 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // A new campaign is a draft: activated here (the confirmation itself is the next test's subject).
    const activated = await page.request.patch(`/api/campaigns/${id}/activate`, {
      headers: { ...XHR, Cookie: cookie },
    });
    expect(activated.status()).toBe(200);
    // One confirmed contact is due: the drip sends the campaign, so it has figures of its own.
    const contact = `owner_flow_${tag}@example.test`;
    await query(
      `INSERT INTO visitors (email, "sessionId", "lastVisitedAt", "consentConfirmedAt")
       VALUES ($1, $2, now() - interval '30 hours', now())`,
      [contact, `owner_${tag}`],
    );
    await control('/campaign-tick');
    await waitForMail((m) => m.to.includes(contact) && m.subject === subject);

    await page.goto('/admin/emails');
    const card = page.getByLabel(`Campaign ${name}`);
    await expect(card).toBeVisible();

    // Preview: the e-mail as it will be sent, footer included (unsubscribe link and postal address).
    await card.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Campaign' });
    await editor.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('dialog', { name: 'E-mail preview' });
    await expect(preview).toContainText(subject);
    await expect(preview).toContainText('Shown for a sample visitor, Alex Morgan');
    const mail = preview.frameLocator('iframe[title="E-mail preview"]');
    await expect(mail.getByText(`Hello from the course ${tag}.`)).toBeVisible();
    await expect(mail.getByRole('link', { name: /unsubscribe/i })).toBeVisible();
    await expect(mail.getByText(POSTAL_ADDRESS)).toBeVisible();
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    await look(page, { path: '/tmp/campaigns-preview.png' });
    await preview.getByRole('button', { name: 'Close' }).click();
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await expect(editor).toBeHidden();

    // Send test to me: a toast says where it went, and the mail arrives there.
    await card.getByRole('button', { name: 'Send test to me' }).click();
    await expect(page.locator('.ant-notification-notice').filter({ hasText: 'Test e-mail sent' })).toContainText(
      `The campaign is on its way to ${admin.email}.`,
    );
    const test = await waitForMail((m) => m.to.includes(admin.email) && m.subject === `[Test] ${subject}`);
    expect(test.html).toContain(`Hello from the course ${tag}.`);
    expect(test.text).toContain(POSTAL_ADDRESS);

    // Delete archives: the campaign leaves the list, its sends stay in the analytics, marked deleted.
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Email campaign deleted successfully')).toBeVisible();
    await expect(card).toHaveCount(0);
    const [{ sent }] = await query<{ sent: number }>(
      `SELECT count(*)::int AS sent FROM email_sends WHERE "campaignId" = $1 AND status = 'sent'`,
      [id],
    );
    expect(sent).toBeGreaterThanOrEqual(1);
    await control('/analytics-refresh');
    await page.goto('/admin/analytics');
    const row = page.getByRole('row').filter({ hasText: `${name} (deleted)` });
    await expect(row).toBeVisible();
    await expect(row.getByRole('cell').nth(1)).toHaveText(String(sent));
  });

  // At the admin's width: the editor and its dialogs are the same at both.
  test(`a draft campaign is activated after the eligible count and mails the first name, no script (${DESKTOP.width} px)`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize(DESKTOP);
    await signInAs(context, await createUser({ userType: 'admin' }));
    const tag = `${DESKTOP.width}_${Date.now().toString(36)}`;
    const name = `Draft first ${tag}`;
    const subject = `Your seat is waiting ${tag}`;
    const contact = `jordan_${tag}@example.test`;
    await query(
      `INSERT INTO visitors (email, "sessionId", "lastVisitedAt", "consentConfirmedAt", "firstName")
         VALUES ($1, $2, now() - interval '30 hours', now(), 'Jordan')`,
      [contact, `draft_${tag}`],
    );

    await page.goto('/admin/emails');
    await page.getByRole('button', { name: 'Create New Campaign' }).click();
    await page.getByRole('textbox', { name: 'Campaign Name' }).fill(name);
    await page.getByRole('textbox', { name: 'Subject' }).fill(subject);
    const sendAfter = page.getByRole('radiogroup', { name: 'Send After' });
    await expect(sendAfter.getByRole('radio')).toHaveCount(4);
    await sendAfter.getByRole('radio', { name: '24 hours after visit' }).check();
    await page
      .getByRole('textbox', { name: 'HTML Content' })
      .fill(
        '<p>Hi {{firstName}},</p><script>alert(1)</script>' +
          '<p><a href="https://example.com/enroll">Enroll in the course</a></p>' +
          '<img src="https://example.com/seat.png" alt="" onerror="alert(2)">',
      );
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page.getByText('Email campaign created successfully')).toBeVisible();
    // The editor says what sanitising removed.
    await expect(page.getByRole('alert').filter({ hasText: 'Removed from the HTML' })).toContainText(
      '<script>, onerror on <img>',
    );

    // A draft: the drip sends it to nobody.
    const card = page.getByRole('article', { name: `Campaign ${name}` });
    await expect(card.getByText('Draft', { exact: true })).toBeVisible();
    await control('/campaign-tick');
    const sends = () =>
      query<{ n: number }>(
        `SELECT count(*)::int AS n FROM email_sends s JOIN email_campaigns c ON c.id = s."campaignId" WHERE c.name = $1`,
        [name],
      );
    expect((await sends())[0].n).toBe(0);

    // Activate asks first, with the number of people eligible now.
    const [{ n }] = await query<{ n: number }>(
      `SELECT count(*)::int AS n FROM visitors
          WHERE email IS NOT NULL AND NOT "hasPurchased" AND "unsubscribedAt" IS NULL
            AND "consentConfirmedAt" IS NOT NULL AND "lastVisitedAt" <= now() - interval '24 hours'`,
    );
    expect(n).toBeGreaterThanOrEqual(1);
    await card.getByRole('button', { name: 'Activate' }).click();
    const confirm = page.getByRole('dialog', { name: `Activate ${name}?` });
    await expect(confirm.getByText(`${n} ${n === 1 ? 'person is' : 'people are'} eligible now.`)).toBeVisible();
    await expect(confirm.getByRole('textbox', { name: 'Start date and time (optional)' })).toBeVisible();
    await look(page, { path: `/tmp/campaigns-activate-${DESKTOP.width}.png` });
    await confirm.getByRole('button', { name: 'Activate' }).click();
    await expect(confirm).toBeHidden();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Pause' })).toBeVisible();

    await control('/campaign-tick');
    const mail = await waitForMail((m) => m.to.includes(contact) && m.subject === subject);
    expect(mail.html).toContain('Hi Jordan,');
    for (const unsafe of ['<script', 'alert(', 'onerror', '{{firstName}}']) {
      expect(mail.html).not.toContain(unsafe);
      expect(mail.text).not.toContain(unsafe);
    }
    expect(mail.text).toContain('Enroll in the course (https://example.com/enroll)');
  });
  test('without Constant Contact credentials on the server the card says so once and offers nothing to click', async ({
    page,
    context,
  }) => {
    await signInAs(context, await createUser({ userType: 'admin' }));
    await constantContactConfigured(false);
    try {
      await page.goto('/admin/emails');
      const card = page.locator('.ant-card').filter({ hasText: 'Constant Contact' }).first();
      await expect(card.getByText('Not configured', { exact: true })).toBeVisible();
      await expect(card.getByText(NOT_CONFIGURED)).toHaveCount(1);
      await expect(card.getByText('Click Authorize App to complete the OAuth flow.')).toHaveCount(0);
      await expect(card.getByRole('button')).toHaveCount(0);
      await expect(card.getByRole('link')).toHaveCount(0);
      await look(page, { path: '/tmp/campaigns-not-configured.png', fullPage: true });
    } finally {
      await constantContactConfigured(true);
    }
  });
});
