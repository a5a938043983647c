import { expect, test } from '@playwright/test';
import { query, queryOne } from './support/db';
import { waitForMail } from './support/mail';
import { look } from './support/look';
import { enrollmentFor, postThinkificWebhook } from './support/thinkific';
import { createUser, signInAs } from './support/users';
import { control } from './support/control';

test('the whole loop: a visitor from a newsletter signs up with consent, confirms, clicks a drip e-mail, buys, and the owner sees it', async ({
  page,
  context,
}) => {
  const tag = Date.now().toString(36);
  const email = `loop_${tag}@example.test`;
  const source = `newsletter_${tag}`;
  const config = (await (await page.request.get('/api/site-config')).json()) as { webinarUrl: string };
  // The webinar page and the offer the drip e-mail links to (both on example.com in the e2e configuration).
  const offer = `${new URL(config.webinarUrl).origin}/offer-${tag}`;
  await context.route(`${new URL(config.webinarUrl).origin}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: route.request().url().startsWith(offer) ? '<h1>Offer</h1>' : '<h1>Webinar</h1>',
    }),
  );

  // 1. The visitor lands from a newsletter and registers for the webinar, ticking the consent box.
  await page.goto(`/?utm_source=${source}&utm_medium=email&utm_campaign=fall-webinar`);
  await page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch the Free Webinar' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First name').fill('Lou');
  await dialog.getByLabel('Last name').fill('Loop');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  const consent = dialog.getByRole('checkbox', {
    name: 'Yes, send me training e-mails about working with real-estate investors. I can unsubscribe at any time.',
  });
  await expect(consent).not.toBeChecked();
  await consent.check();
  await look(page, { path: '/tmp/webinar-form-1280.png' });
  const [webinar] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Register and watch' }).click(),
  ]);
  await expect(webinar.getByRole('heading', { name: 'Webinar' })).toBeVisible();
  await webinar.close();
  await expect(page.getByRole('dialog', { name: 'You are registered' })).toContainText(
    'confirm your address to receive our training e-mails',
  );

  // 2. The confirmation e-mail; its link confirms.
  const confirmation = await waitForMail((m) => m.to.includes(email) && /confirm your e-mail/i.test(m.subject));
  const link = /https?:\/\/\S+\/api\/consent\/confirm\?\S+/.exec(confirmation.text)![0];
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Your e-mail is confirmed' })).toBeVisible();

  // 3. A drip campaign (24 h after the visit) reaches the confirmed contact; the visitor clicks its link.
  const admin = await createUser({ userType: 'admin' });
  const created = await page.request.post('/api/campaigns', {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Cookie: `${admin.cookie.name}=${admin.cookie.value}` },
    data: {
      name: `Loop ${tag}`,
      subject: `Your next step ${tag}`,
      htmlContent: `<p>Ready? <a href="${offer}">See the offer</a></p>`,
      sendAfterHours: 24,
    },
  });
  expect(created.status()).toBe(201);
  await query(`UPDATE visitors SET "lastVisitedAt" = now() - interval '25 hours' WHERE email = $1`, [email]);
  await control('/campaign-tick');
  const drip = await waitForMail((m) => m.to.includes(email) && m.subject === `Your next step ${tag}`);
  const click = /https?:\/\/[^"\s]+\/api\/campaigns\/t\/c\/[^"\s]+/.exec(drip.html)![0].replace(/&amp;/g, '&');
  // The click goes through our tracking redirect (followed here by hand: the browser's routing does not see a
  // redirect to an outside host) and lands on the offer.
  const tracked = await page.request.get(click, { maxRedirects: 0 });
  expect(tracked.status()).toBe(302);
  expect(tracked.headers().location).toBe(offer);
  await page.goto(tracked.headers().location);
  await expect(page.getByRole('heading', { name: 'Offer' })).toBeVisible();

  // 4. The purchase arrives from Thinkific for the same e-mail.
  await postThinkificWebhook('enrollment', 'created', {
    ...enrollmentFor(email, {
      enrollment: 880000 + Math.floor(Math.random() * 9999),
      user: 990000 + Math.floor(Math.random() * 9999),
    }),
  });
  await expect
    .poll(
      async () =>
        (await queryOne<{ purchasedAt: Date | null }>(`SELECT "purchasedAt" FROM visitors WHERE email = $1`, [email]))
          ?.purchasedAt,
    )
    .not.toBeNull();

  // 5. The owner's dashboard shows the purchase under that source and that campaign (figures rebuilt now; the
  // worker does it every minute).
  await control('/analytics-refresh');
  await signInAs(context, admin);
  await page.goto('/admin');
  await page
    .getByRole('link', { name: /Marketing Analytics/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole('heading', { name: 'Marketing Analytics' })).toBeVisible();
  const sourceRow = page.getByRole('row').filter({ hasText: source });
  await expect(sourceRow).toContainText('fall-webinar');
  await expect(sourceRow.getByRole('cell').last()).toHaveText('1');
  const campaignRow = page.getByRole('row').filter({ hasText: `Loop ${tag}` });
  await expect(campaignRow.getByRole('cell').last()).toHaveText('1');
  await expect(
    page.getByRole('img', { name: 'Visitors, sign-ups, enroll clicks and purchases per day' }),
  ).toBeVisible();
  await look(page, { path: '/tmp/admin-analytics.png', fullPage: true });
});

test('without consent the visitor still gets the webinar and no confirmation e-mail; the form fits a phone', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = `noconsent_${Date.now().toString(36)}@example.test`;
  const config = (await (await page.request.get('/api/site-config')).json()) as { webinarUrl: string };
  await context.route(`${new URL(config.webinarUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Webinar</h1>' }),
  );
  await page.goto('/');
  await page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch the Free Webinar' });
  await dialog.getByLabel('First name').fill('Nora');
  await dialog.getByLabel('Last name').fill('Noconsent');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await look(page, { path: '/tmp/webinar-form-390.png' });
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  const [webinar] = await Promise.all([
    page.waitForEvent('popup'),
    dialog.getByRole('button', { name: 'Register and watch' }).click(),
  ]);
  await webinar.close();
  await expect(page.getByRole('dialog', { name: 'You are registered' })).toContainText(
    'You will not receive marketing e-mails from us.',
  );
  const row = await queryOne<{ consentGivenAt: Date | null; confirmationSentAt: Date | null }>(
    `SELECT "consentGivenAt", "confirmationSentAt" FROM visitors WHERE email = $1`,
    [email],
  );
  expect(row).toEqual({ consentGivenAt: null, confirmationSentAt: null });
});
