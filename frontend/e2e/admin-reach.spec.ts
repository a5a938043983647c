import { randomBytes } from 'node:crypto';
import { consentGivenEarlier, expect, test } from './support/test';
import { query, queryOne } from './support/db';
import { waitForMail } from './support/mail';
import { DESKTOP, VIEWPORTS } from './support/routes';
import { createUser, signInAs } from './support/users';

/** Issue 27: the team's visits are not counted, and the admin reaches invitations, failed webhooks and story order. */
const SESSION_ID_KEY = 'iac.tracking.sessionId';
const isRegistration = (r: { url(): string; request(): { method(): string } }) =>
  new URL(r.url()).pathname === '/api/visitors' && r.request().method() === 'POST';

/** Each test as a fresh admin, at `viewport`. */
function asAdmin(viewport: typeof DESKTOP) {
  test.beforeEach(async ({ page, context }) => {
    await page.setViewportSize(viewport);
    await signInAs(context, await createUser({ userType: 'admin', firstName: 'Ada', lastName: 'Admin' }));
  });
}

// The same at both widths: at the admin's.
test.describe(`admin reach at ${DESKTOP.width} px`, () => {
  asAdmin(DESKTOP);

  test("an admin's own visit adds no visitor; the same visit without a session does", async ({ page, browser }) => {
    const answer = page.waitForResponse(isRegistration);
    await page.goto('/');
    expect(await (await answer).json()).toEqual({ success: false, visitor: null });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();
    const sessionId = await page.evaluate((k) => localStorage.getItem(k), SESSION_ID_KEY);
    expect(sessionId).toBeTruthy();
    expect(await query('SELECT 1 FROM visitors WHERE "sessionId" = $1', [sessionId])).toHaveLength(0);

    // The tracker does run: a browser without a session is recorded as a visitor.
    const anonymous = await browser.newContext({ viewport: DESKTOP });
    await consentGivenEarlier(anonymous);
    try {
      const visitor = await anonymous.newPage();
      // The admin sign-in page is staff's: nothing is tracked there, signed in or not.
      const tracked: string[] = [];
      visitor.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/visitors')) tracked.push(r.url());
      });
      await visitor.goto(new URL('/admin-login', page.url()).href);
      await expect(visitor.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await visitor.waitForLoadState('networkidle');
      expect(tracked).toEqual([]);
      const registered = visitor.waitForResponse(isRegistration);
      await visitor.goto(new URL('/', page.url()).href);
      expect((await (await registered).json()).success).toBe(true);
      const anonId = await visitor.evaluate((k) => localStorage.getItem(k), SESSION_ID_KEY);
      expect(await query('SELECT 1 FROM visitors WHERE "sessionId" = $1', [anonId])).toHaveLength(1);
    } finally {
      await anonymous.close();
    }
  });

  test('a user created by the admin gets an invitation with a set-password link', async ({ page }) => {
    const tag = `${DESKTOP.width}_${Date.now().toString(36)}`;
    const email = `invited_${tag}@example.test`;
    await page.goto('/admin/users');
    // exact: the button's name is its text alone, no icon name ("plus Add User").
    await page.getByRole('button', { name: 'Add User', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill(`pw_inv_${tag}`);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password').fill('quiet-meadow-lantern');
    await expect(dialog.getByRole('checkbox', { name: 'Send an invitation e-mail' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Create User' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    const mail = await waitForMail((m) => m.to.includes(email));
    expect(mail.text).toMatch(/\/set-password\?token=[A-Za-z0-9_-]+/);
    expect(mail.text).toContain(`pw_inv_${tag}`);
  });

  test('the analytics parts are named regions with headings and their own export buttons', async ({ page }) => {
    await page.goto('/admin/analytics');
    for (const part of ['Funnel', 'Per day', 'Top sources', 'Campaigns']) {
      const region = page.getByRole('region', { name: part, exact: true });
      await expect(region.getByRole('heading', { name: part, level: 2 })).toBeVisible();
      await expect(region.getByRole('button', { name: `Export CSV: ${part}` })).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'Top sources table (scrolls sideways on small screens)' }),
    ).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Campaigns table (scrolls sideways on small screens)' })).toHaveCount(
      1,
    );
    // No icon name leaks into a button's or a link's name anywhere on the page.
    await expect(page.getByRole('button', { name: /download|plus|play-circle/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /line-chart|dashboard|team|export/ })).toHaveCount(0);
  });
});

// What differs between the widths: the navigation, dragging, leads as cards or a table.
for (const viewport of VIEWPORTS) {
  test.describe(`admin reach at ${viewport.width} px`, () => {
    asAdmin(viewport);

    test('the admin finds the failed webhooks from the navigation and retries one', async ({ page }) => {
      const eventId = `pw-${randomBytes(4).toString('hex')}`;
      await query(
        `INSERT INTO webhook_events ("eventId", topic, payload, status, attempts, "lastError")
         VALUES ($1, 'order.unknown_topic', '{}', 'failed', 5, 'Thinkific answered 500')`,
        [eventId],
      );
      await page.goto('/admin');
      const nav = page.getByRole('navigation', { name: 'Admin navigation' });
      await expect(nav.getByRole('link', { name: 'Queue board' })).toHaveAttribute('href', '/api/queues');
      await nav.getByRole('link', { name: 'Webhooks' }).click();
      await expect(page.getByRole('heading', { name: 'Failed Webhooks' })).toBeVisible();
      const item = page.getByRole('listitem', { name: `order.unknown_topic ${eventId}` });
      await expect(item).toContainText('Thinkific answered 500');
      await expect(item).toContainText('5 attempts');
      await item.getByRole('button', { name: `Retry order.unknown_topic ${eventId}` }).click();
      await expect(page.getByText('Event order.unknown_topic queued again')).toBeVisible();
      await expect(item).toHaveCount(0);
      await expect
        .poll(
          async () =>
            (await queryOne<{ status: string }>('SELECT status FROM webhook_events WHERE "eventId" = $1', [eventId]))
              ?.status,
        )
        .toBe('ignored');
      // The queue board opens for the admin (a page of the API, behind the same session).
      const board = await page.request.get('/api/queues');
      expect(board.status()).toBe(200);
    });

    test('the admin orders success stories with the move buttons and by dragging', async ({ page }) => {
      const tag = `${viewport.width}_${Date.now().toString(36)}`;
      for (const [i, name] of ['A', 'B', 'C'].entries())
        await query(
          `INSERT INTO success_stories (title, "studentName", "studentInitials", "beforeStory", "afterStory",
             "testimonialQuote", "sortOrder", "isFeatured")
           VALUES ($1, 'Pat', 'P', 'Before.', 'After.', 'Quote.', $2, false)`,
          [`Order ${name} ${tag}`, -1000 + i],
        );
      const titles = async () =>
        (
          await query<{ title: string }>(
            `SELECT title FROM success_stories WHERE title LIKE $1 ORDER BY "sortOrder", "createdAt"`,
            [`Order % ${tag}`],
          )
        ).map((r) => r.title.split(' ')[1]);
      await page.goto('/admin/success-stories');
      const item = (name: string) => page.getByRole('listitem', { name: `Order ${name} ${tag}` });
      await expect(item('A')).toBeVisible();

      const down = page.getByRole('button', { name: `Move Order A ${tag} down` });
      await down.click();
      await expect.poll(titles).toEqual(['B', 'A', 'C']);
      // The keyboard user stays on the moved story's button and can go on.
      await expect(down).toBeFocused();
      await page.keyboard.press('Enter');
      await expect.poll(titles).toEqual(['B', 'C', 'A']);

      await item('A').dragTo(item('B'));
      await expect.poll(titles).toEqual(['A', 'B', 'C']);
      await page.reload();
      const mine = page.getByRole('listitem', { name: new RegExp(`^Order [ABC] ${tag}$`) });
      await expect(mine).toHaveCount(3);
      expect(await mine.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')))).toEqual([
        `Order A ${tag}`,
        `Order B ${tag}`,
        `Order C ${tag}`,
      ]);
    });

    test('leads are cards below 768 px and a table above, with phone and created date in view', async ({ page }) => {
      const tag = `${viewport.width}_${Date.now().toString(36)}`;
      await query(
        `INSERT INTO leads ("firstName", "lastName", email, phone) VALUES ('Lena', $1, $2, '(555) 010-2030')`,
        [`Lead${tag}`, `lena_${tag}@example.test`],
      );
      await page.goto('/admin/leads');
      await page.getByRole('textbox', { name: 'Search leads' }).fill(`Lead${tag}`);
      if (viewport.width < 768) {
        const card = page.getByRole('listitem', { name: `Lead Lena Lead${tag}` });
        await expect(card).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(card.getByText('(555) 010-2030')).toBeInViewport({ ratio: 1 });
        await expect(card.getByText('Created')).toBeInViewport({ ratio: 1 });
      } else {
        const row = page.getByRole('row').filter({ hasText: `Lead${tag}` });
        await expect(row).toContainText('(555) 010-2030');
      }
    });
  });
}
