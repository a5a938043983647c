import { expect, test } from '@playwright/test';
import { query } from './support/db';
import { createUser, signInAs } from './support/users';
import { look } from './support/look';

test.describe('admin e-mail campaigns', () => {
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
    await expect(
      page.getByText('Failed to connect to Constant Contact. Please authorize the app to get an access token.'),
    ).toBeVisible();
    await expect(page.getByText('Click Authorize App to complete the OAuth flow.')).toBeVisible();
    await look(page, { path: '/tmp/campaigns-not-connected.png', fullPage: true });

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
});
