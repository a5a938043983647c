import { expect, test, type Page } from './support/test';
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
  // A new campaign is a draft: the owner activates it.
  const { id: campaignId } = (await created.json()) as { id: string };
  const activated = await page.request.patch(`/api/campaigns/${campaignId}/activate`, {
    headers: { 'X-Requested-With': 'XMLHttpRequest', Cookie: `${admin.cookie.name}=${admin.cookie.value}` },
  });
  expect(activated.status()).toBe(200);
  await query(`UPDATE visitors SET "lastVisitedAt" = now() - interval '25 hours' WHERE email = $1`, [email]);
  await control('/campaign-tick');
  const drip = await waitForMail((m) => m.to.includes(email) && m.subject === `Your next step ${tag}`);
  const click = /https?:\/\/[^"\s]+\/api\/campaigns\/t\/c\/[^"\s]+/.exec(drip.html)![0].replace(/&amp;/g, '&');
  // The link opens our tracking page in the browser: it counts the click (a POST a link scanner never makes) and moves
  // on to the offer. (The visitor may have other sends: campaigns of earlier tests can still be active.)
  await page.goto(click);
  await expect(page.getByRole('heading', { name: 'Offer' })).toBeVisible();
  expect(page.url()).toBe(offer);
  await expect
    .poll(
      async () =>
        (
          await queryOne<{ clickedAt: Date | null }>(`SELECT "clickedAt" FROM email_sends WHERE id = $1`, [
            new URL(click).pathname.split('/').pop(),
          ])
        )?.clickedAt,
    )
    .not.toBeNull();

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
  // worker does it every minute). The drip also reached the confirmed visitors that earlier tests aged past 24 h:
  // once none of its sends is still queued, Sent counts them all.
  const sendsOf = () =>
    queryOne<{ queued: string; sent: string; bounced: string }>(
      `SELECT count(*) FILTER (WHERE status = 'queued') AS queued, count(*) FILTER (WHERE status = 'sent') AS sent,
              count(*) FILTER (WHERE status = 'bounced') AS bounced
         FROM email_sends WHERE "campaignId" = $1`,
      [campaignId],
    );
  await expect.poll(async () => (await sendsOf())!.queued).toBe('0');
  const { sent, bounced } = (await sendsOf())!;
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
  // Campaign, Sent, Opened, Clicked, Unsubscribed, Purchases (7 days after a click), Bounced, Complained.
  await expect(campaignRow.getByRole('cell')).toHaveText(['Loop ' + tag, sent, '1', '1', '0', '1', bounced, '0']);
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

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const CONSENT =
  'Yes, send me training e-mails about working with real-estate investors. I can unsubscribe at any time.';

/** Serves the configured webinar page (an outside site) as a stub; answers its address. */
async function stubWebinar(page: Page): Promise<string> {
  const config = (await (await page.request.get('/api/site-config')).json()) as { webinarUrl: string };
  await page
    .context()
    .route(`${new URL(config.webinarUrl).origin}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<h1>Webinar</h1>' }),
    );
  return config.webinarUrl;
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`the navbar's Free Webinar link opens the registration form (${viewport.width} px)`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await stubWebinar(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    if (viewport.width < 1280) await nav.getByRole('button', { name: 'Open menu' }).click();
    const link = nav.getByRole('link', { name: 'Free Webinar', exact: true });
    await expect(link).toBeVisible();
    expect(new URL((await link.getAttribute('href'))!).searchParams.get('utm_content')).toBe('navbar');
    await link.click();
    const dialog = page.getByRole('dialog', { name: 'Watch the Free Webinar' });
    await expect(dialog).toBeVisible();
    // The consent words are the ones the server stores with a consent.
    await expect(dialog.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();
    await look(page, { path: `/tmp/webinar-form-navbar-${viewport.width}.png` });
    // The click is kept in the visitor's history as a webinar click, which the dashboard does not count as an
    // enroll click.
    const visitorId = await page.evaluate(() => localStorage.getItem('iac.tracking.visitorId'));
    await expect
      .poll(async () =>
        (
          await query<{ actionData: Record<string, string> }>(
            `SELECT "actionData" FROM visitor_actions WHERE "visitorId" = $1 AND action = 'enroll_click'`,
            [visitorId],
          )
        ).map((a) => a.actionData),
      )
      .toEqual([expect.objectContaining({ source: 'navbar_webinar', campaign: 'webinar_signup', target: 'webinar' })]);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('a sign-up refused (too many from one address) or failing still offers the webinar, without recording consent', async ({
  page,
}) => {
  const webinarUrl = await stubWebinar(page);
  const email = `shared_office_${Date.now().toString(36)}@example.test`;
  // Three colleagues behind one address already signed up today (the limit per address).
  for (let i = 0; i < 3; i++) {
    const res = await page.request.post('/api/webinar-registrations', {
      headers: XHR,
      data: { firstName: 'Col', lastName: `League${i}`, email, consent: false },
    });
    expect(res.status()).toBe(200);
  }
  await page.goto('/');
  await page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Watch the Free Webinar' });
  await dialog.getByLabel('First name').fill('Fourth');
  await dialog.getByLabel('Last name').fill('Colleague');
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('checkbox', { name: CONSENT }).check();
  await dialog.getByRole('button', { name: 'Register and watch' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Too many sign-ups from here. Please try again later.');
  const open = alert.getByRole('link', { name: 'Open the webinar' });
  await expect(open).toHaveAttribute('target', '_blank');
  await look(page, { path: '/tmp/webinar-form-throttled-1280.png' });
  const [webinar] = await Promise.all([page.waitForEvent('popup'), open.click()]);
  expect(webinar.url().startsWith(new URL(webinarUrl).origin)).toBe(true);
  await expect(webinar.getByRole('heading', { name: 'Webinar' })).toBeVisible();
  await webinar.close();
  // Nothing of the refused sign-up was recorded: no consent, no fourth lead.
  expect(
    await queryOne(`SELECT "consentGivenAt", "confirmationSentAt" FROM visitors WHERE email = $1`, [email]),
  ).toEqual({ consentGivenAt: null, confirmationSentAt: null });
  expect(await query(`SELECT 1 FROM leads WHERE email = $1`, [email])).toHaveLength(3);

  // The API failing (down or unreachable) is answered the same way.
  await page.route('**/api/webinar-registrations', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({
        statusCode: 503,
        message: 'Sign-up is temporarily unavailable. Please try again shortly.',
      }),
    }),
  );
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(`down_${email}`);
  await dialog.getByRole('button', { name: 'Register and watch' }).click();
  await expect(alert).toContainText('Sign-up is temporarily unavailable. Please try again shortly.');
  await expect(alert.getByRole('link', { name: 'Open the webinar' })).toBeVisible();

  // A mistake in the form is not an outage: it is shown without the way around the form.
  await page.unroute('**/api/webinar-registrations');
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address@x');
  await dialog.getByRole('button', { name: 'Register and watch' }).click();
  await expect(alert).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Open the webinar' })).toHaveCount(0);
});

test('the analytics page alone loads the chart library, and its presets are UTC days', async ({ browser }) => {
  test.setTimeout(60_000);
  // A browser whose local date is not today's UTC date, whatever the hour: the presets must still be UTC days.
  const timezoneId = new Date().getUTCHours() < 12 ? 'Etc/GMT+12' : 'Pacific/Kiritimati';
  const context = await browser.newContext({ timezoneId, baseURL: process.env.E2E_BASE_URL });
  try {
    const page = await context.newPage();
    expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).not.toBe(
      new Date().toISOString().slice(0, 10),
    );
    await signInAs(context, await createUser({ userType: 'admin' }));
    const chartScripts = async (path: string, ready: () => Promise<void>) => {
      const scripts: string[] = [];
      const onResponse = (r: { url: () => string; request: () => { resourceType: () => string } }) => {
        if (r.request().resourceType() === 'script') scripts.push(r.url());
      };
      page.on('response', onResponse);
      await page.goto(path);
      await ready();
      page.off('response', onResponse);
      expect(scripts.length).toBeGreaterThan(0);
      const withChart: string[] = [];
      for (const url of scripts)
        if ((await (await page.request.get(url)).text()).includes('recharts-wrapper')) withChart.push(url);
      return withChart;
    };
    expect(await chartScripts('/', () => expect(page.getByRole('heading', { level: 1 })).toBeVisible())).toEqual([]);
    expect(
      await chartScripts('/admin', () =>
        expect(page.getByRole('link', { name: /Marketing Analytics/ }).first()).toBeVisible(),
      ),
    ).toEqual([]);
    const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const range = page.getByTestId('analytics-range');
    const chart = page.getByRole('img', { name: 'Visitors, sign-ups, enroll clicks and purchases per day' });
    expect(
      await chartScripts('/admin/analytics', async () => {
        await expect(chart).toBeVisible();
      }),
    ).toHaveLength(1);

    // The default is the last 30 UTC days; each preset asks for its own range of UTC days, and the figures follow.
    await expect(range).toHaveText(`${utcDay(29)} – ${utcDay(0)} (UTC)`);
    const asked: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/admin/analytics')
        asked.push(`${url.searchParams.get('from')}..${url.searchParams.get('to')}`);
    });
    for (const [label, days] of [
      ['7 days', 7],
      ['90 days', 90],
      ['30 days', 30],
    ] as const) {
      await page.getByText(label, { exact: true }).click();
      await expect(range).toHaveText(`${utcDay(days - 1)} – ${utcDay(0)} (UTC)`);
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.locator('.ant-card').filter({ hasText: 'Per day' }).getByRole('button', { name: 'Export CSV' }).click(),
      ]);
      const lines = (await (await csv.createReadStream()).toArray()).join('').trim().split('\n');
      expect(lines).toHaveLength(days + 1); // a header and one line a day
      expect(lines[1].startsWith(utcDay(days - 1))).toBe(true);
    }
    // The 30 days were read when the page opened.
    expect(asked).toEqual([`${utcDay(6)}..${utcDay(0)}`, `${utcDay(89)}..${utcDay(0)}`]);
  } finally {
    await context.close();
  }
});
