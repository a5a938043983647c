import { expect, test, type APIRequestContext, type Locator, type Page } from './support/test';
import { query } from './support/db';
import { createUser, signInAs } from './support/users';
import { control } from './support/control';
import { look } from './support/look';

/**
 * The public landing page (spec 1 §2): tracking rows, navigation, story chips and carousel, FAQ and
 * enrollment links with their UTM parameters.
 */

const XHR = { 'X-Requested-With': 'XMLHttpRequest' };

async function visitorIdOf(page: Page): Promise<string> {
  let id: string | null = null;
  await expect
    .poll(async () => (id = await page.evaluate(() => localStorage.getItem('iac.tracking.visitorId'))))
    .toBeTruthy();
  return id!;
}

const actionsOf = (visitorId: string, action: string) =>
  query<{ actionData: Record<string, string> }>(
    `SELECT "actionData" FROM visitor_actions WHERE "visitorId" = $1 AND action = $2 ORDER BY id`,
    [visitorId, action],
  );

test('a visitor lands: the visitor and a page_view are recorded, and again on a route change', async ({ page }) => {
  await page.goto('/?utm_source=newsletter&utm_campaign=spring');
  await expect(
    page.getByRole('heading', { level: 1, name: /Close investor deals without cold calling/ }),
  ).toBeVisible();
  const visitorId = await visitorIdOf(page);

  const [visitor] = await query(
    `SELECT "sessionId", "landingPage", "utmSource", "utmCampaign", "userAgent", email FROM visitors WHERE id = $1`,
    [visitorId],
  );
  const sessionId = await page.evaluate(() => localStorage.getItem('iac.tracking.sessionId'));
  expect(visitor).toMatchObject({
    sessionId,
    landingPage: '/',
    utmSource: 'newsletter',
    utmCampaign: 'spring',
    email: null,
  });
  expect(visitor.userAgent).toContain('Chrome');
  await expect.poll(async () => (await actionsOf(visitorId, 'page_view')).map((a) => a.actionData.page)).toEqual(['/']);

  await page.getByRole('link', { name: 'Student Login' }).first().click();
  await expect(page).toHaveURL(/\/student-login$/);
  await expect
    .poll(async () => (await actionsOf(visitorId, 'page_view')).map((a) => a.actionData.page))
    .toEqual(['/', '/student-login']);

  // A reload keeps the same visitor (same session id in storage).
  await page.goto('/');
  expect(await visitorIdOf(page)).toBe(visitorId);
  expect(await query(`SELECT 1 FROM visitors WHERE "sessionId" = $1`, [sessionId])).toHaveLength(1);
});

test.describe('navigation bar', () => {
  /** The section's top in the viewport, or null while the page that holds it is still loading (polled). */
  const topOf = (page: Page, id: string) =>
    page
      .evaluate((i) => {
        const el = document.getElementById(i);
        return el ? Math.round(el.getBoundingClientRect().top) : null;
      }, id)
      .catch(() => null); // the page may be navigating between two polls

  test.describe('with motion', () => {
    test.use({ reducedMotion: 'no-preference' });
    test('section links scroll smoothly to their section, 80 px below the top', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('status', { name: 'Loading success stories' })).toHaveCount(0);
      const nav = page.getByRole('navigation', { name: 'Main' });
      for (const [label, id] of [
        ['FAQ', 'faq'],
        ['Program', 'program'],
        ['Success Stories', 'success-stories'],
        ['About', 'about'],
      ]) {
        await nav.getByRole('link', { name: label, exact: true }).click();
        await expect.poll(() => topOf(page, id)).toBe(80);
      }
      await expect(nav.getByRole('link', { name: 'Fix & Flip Analyzer' })).toHaveAttribute('href', '/fix-flip');
      await nav.getByRole('link', { name: 'Student Login' }).click();
      await expect(page).toHaveURL(/\/student-login$/);
    });
  });

  test('on a phone the links fold into a menu that closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true });
    await expect(menuLink).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await menuLink.click();
    await expect(menuLink).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => topOf(page, 'about')).toBe(80);
  });

  test('from another page, a section link goes to / and then scrolls to the section', async ({ page }) => {
    await page.goto('/fix-flip');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'FAQ', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => topOf(page, 'faq')).toBe(80);
  });
});

test.describe('success stories', () => {
  async function resetStories(request: APIRequestContext) {
    const admin = await createUser({ userType: 'admin' });
    const headers = { ...XHR, Cookie: `${admin.cookie.name}=${admin.cookie.value}` };
    const { stories } = (await (await request.get('/api/success-stories', { headers })).json()) as {
      stories: Array<{ id: string }>;
    };
    for (const s of stories)
      expect((await request.delete(`/api/success-stories/${s.id}`, { headers })).ok()).toBe(true);
    const make = (studentName: string, tags: string[], extra: Record<string, unknown> = {}) => ({
      title: `${studentName}'s first investor deal`,
      studentName,
      studentInitials: studentName.slice(0, 2).toUpperCase(),
      beforeStory: `${studentName} had no investor clients.`,
      afterStory: `${studentName} closed a deal.`,
      testimonialQuote: `Quote of ${studentName}.`,
      dealDetails: { 'Deal Size': '$300,000' },
      tags,
      ...extra,
    });
    const rows = [
      make('Alpha', ['Quick Success'], { isFeatured: true, sortOrder: 9 }),
      make('Bravo', ['new agent program'], { sortOrder: 1 }),
      make('Charlie', ['QUICK SUCCESS story', 'Network Growth'], { sortOrder: 2 }),
      make('Delta', ['Income Growth'], { sortOrder: 3 }),
      make('Echo', ['quick success'], { sortOrder: 4 }),
      make('Foxtrot', ['Quick Success'], { sortOrder: 5 }),
      make('Hidden', ['Fast Results'], { sortOrder: 6, isActive: false }),
    ];
    for (const r of rows) expect((await request.post('/api/success-stories', { headers, data: r })).status()).toBe(201);
  }

  test('chips filter by tag, the carousel wraps and resets, the grid and empty state follow the matches', async ({
    page,
    request,
  }) => {
    await resetStories(request);
    await page.goto('/');
    const section = page.locator('#success-stories');
    const slide = section.getByTestId('story-slide');
    const chip = (name: string) => section.getByRole('button', { name, exact: true });
    const prev = section.getByRole('button', { name: 'Previous story' });
    const next = section.getByRole('button', { name: 'Next story' });
    const dots = section.getByRole('group', { name: 'Choose a story' }).getByRole('button');
    const grid = section.getByTestId('story-grid-card');

    // All Featured: the 6 active stories, featured first then by sortOrder.
    await expect(chip('All Featured')).toHaveAttribute('aria-pressed', 'true');
    await expect(slide).toContainText('Alpha');
    await expect(slide.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
    await expect(dots).toHaveCount(6);
    await expect(grid).toHaveCount(3);
    await expect(grid.nth(1)).toContainText('Bravo');
    await prev.click();
    await expect(slide).toContainText('Foxtrot');
    await next.click();
    await expect(slide).toContainText('Alpha');
    await next.click();
    await expect(slide).toContainText('Bravo');
    await dots.nth(3).click();
    await expect(slide).toContainText('Delta');

    // Quick Success: case-insensitive substring of a tag; the carousel starts again at the first match.
    await chip('Quick Success').click();
    await expect(chip('Quick Success')).toHaveAttribute('aria-pressed', 'true');
    await expect(slide).toContainText('Alpha');
    await expect(dots).toHaveCount(4);
    await expect(grid).toHaveCount(3);
    await expect(grid.nth(2)).toContainText('Echo');
    await prev.click();
    await expect(slide).toContainText('Foxtrot');

    // New Agent: one match, no arrows, dots or grid.
    await chip('New Agent').click();
    await expect(slide).toContainText('Bravo');
    await expect(prev).toHaveCount(0);
    await expect(next).toHaveCount(0);
    await expect(dots).toHaveCount(0);
    await expect(grid).toHaveCount(0);

    // Network Growth: Charlie only. Fast Results: only an inactive story → empty state.
    await chip('Network Growth').click();
    await expect(slide).toContainText('Charlie');
    await chip('Fast Results').click();
    await expect(section.getByText('Success Stories Coming Soon')).toBeVisible();
    await expect(slide).toHaveCount(0);
  });
});

// The FAQ's "Forgot my password or username?" at a desktop and a phone width (on a phone the account control is the
// page's last strip, not a floating button: the link must not depend on either).
for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`FAQ at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('FAQ items open independently; the help links work', async ({ page }) => {
      await page.goto('/');
      const faq = page.locator('#faq');
      const questions = faq.locator('.lp-faq__q');
      await expect(questions).toHaveCount(9);
      const duration = faq.getByRole('button', { name: 'How long does the program take?' });
      const guarantee = faq.getByRole('button', { name: 'Is there a money-back guarantee?' });
      await duration.click();
      await guarantee.click();
      await expect(faq.getByText(/4-8 weeks/)).toBeVisible();
      await expect(faq.getByText(/within 30 days of purchase/)).toBeVisible();
      await duration.click();
      await expect(faq.getByText(/4-8 weeks/)).toBeHidden();
      await expect(faq.getByText(/within 30 days of purchase/)).toBeVisible();
      await expect(duration).toHaveAttribute('aria-expanded', 'false');
      await expect(guarantee).toHaveAttribute('aria-expanded', 'true');

      const config = (await (await page.request.get('/api/site-config')).json()) as { supportEmail: string };
      await expect(
        faq.getByRole('link', { name: `Contact support by e-mail (${config.supportEmail})` }),
      ).toHaveAttribute('href', `mailto:${config.supportEmail}`);
      // Spec 1 §2: the link activates the login button, so the dialog opens on its login form.
      await faq.getByRole('button', { name: 'Forgot my password or username?' }).click();
      const help = page.getByRole('dialog', { name: 'Admin Login' });
      await expect(help.getByRole('textbox', { name: 'Username' })).toBeVisible();
      await help.getByRole('button', { name: 'Forgot Password' }).click();
      const reset = page.getByRole('dialog', { name: 'Reset Password' });
      await expect(reset.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(reset).toBeHidden();
    });

    test('the FAQ reset link works for a signed-in visitor too', async ({ page, context }) => {
      await signInAs(context, await createUser({ firstName: 'Sam' }));
      await page.goto('/');
      await expect(page.getByRole('toolbar', { name: 'Account' })).toBeVisible(); // signed in: no lock button
      await page.locator('#faq').getByRole('button', { name: 'Forgot my password or username?' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Reset Password' }).getByRole('button', { name: 'Send Reset Link' }),
      ).toBeVisible();
      await expect(page.getByRole('dialog', { name: 'Reset Password' }).getByText('Back to Login')).toHaveCount(0);
      await expect(page.locator('.ant-modal')).toHaveCSS('opacity', '1'); // opened, not mid-animation
      await look(page, { path: `/tmp/faq-reset-signed-in-${viewport.width}.png` });
    });

    test('the FAQ reset link works before the account control has loaded', async ({ page }) => {
      // The browser never goes idle, so the control would never load on its own.
      await page.addInitScript(() => {
        window.requestIdleCallback = () => 0;
      });
      await page.goto('/');
      await expect(page.locator('#faq')).toBeVisible();
      await expect(page.locator('#admin-login-trigger')).toHaveCount(0);
      await page.locator('#faq').getByRole('button', { name: 'Forgot my password or username?' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Admin Login' }).getByRole('textbox', { name: 'Username' }),
      ).toBeVisible();
    });
  });
}

test('the hero video player loads only when the visitor presses play', async ({ page }) => {
  // The configured embed shows only while no uploaded landing video is active (other specs may activate one).
  await query(`UPDATE videos SET "isActive" = false`);
  await control('/public-cache-drop');
  await page.goto('/');
  const video = page.locator('.lp-video');
  await expect(video.locator('iframe')).toHaveCount(0);
  await page.getByRole('button', { name: /^Play video:/ }).click();
  const frame = video.locator('iframe');
  await expect(frame).toHaveAttribute('src', /autoplay=1/);
  await expect(frame).toHaveAttribute('title', 'Free training: how agents close investor deals');
});

test('the hero countdown counts down every second to the next Pacific-time session', async ({ page }) => {
  // Time flows while the page loads (React needs its timers), then stops 3 s before the 11:00 PDT session.
  await page.clock.install({ time: new Date('2026-03-08T10:58:00-07:00') });
  await page.goto('/');
  const timer = page.getByRole('timer', { name: 'Time until the next free training' });
  await expect(timer).toBeVisible();
  await page.clock.pauseAt(new Date('2026-03-08T10:59:57-07:00'));
  await expect(timer).toContainText('Sunday, March 8 at 11:00 AM PDT');
  await expect(page.getByTestId('countdown-hours')).toHaveText('00');
  await expect(page.getByTestId('countdown-seconds')).toHaveText('03');
  await page.clock.runFor(1000);
  await expect(page.getByTestId('countdown-seconds')).toHaveText('02');
  await page.clock.runFor(2000);
  await expect(page.getByTestId('countdown-seconds')).toHaveText('00');
  await expect(timer).toContainText('Sunday, March 8 at 11:00 AM PDT');
  await page.clock.runFor(1000);
  await expect(timer).toContainText('Sunday, March 8 at 2:00 PM PDT');
  await expect(page.getByTestId('countdown-hours')).toHaveText('02');
});

test('enroll links open the configured checkout in a new tab with UTM parameters and record an enroll_click', async ({
  page,
  context,
}) => {
  const config = (await (await page.request.get('/api/site-config')).json()) as {
    courseCheckoutUrl: string;
    webinarUrl: string;
  };
  const checkoutOrigin = new URL(config.courseCheckoutUrl).origin;
  await context.route(`${checkoutOrigin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Checkout</h1>' }),
  );
  await context.route(`${new URL(config.webinarUrl).origin}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Webinar</h1>' }),
  );

  await page.goto('/');
  const visitorId = await visitorIdOf(page);
  const navEnroll = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Enroll Now' });
  await expect(navEnroll).toHaveAttribute('target', '_blank');
  const navUrl = new URL((await navEnroll.getAttribute('href'))!);
  expect(Object.fromEntries([...navUrl.searchParams].filter(([k]) => k.startsWith('utm_')))).toEqual({
    utm_source: 'site',
    utm_medium: 'cta',
    utm_campaign: 'direct_enroll',
    utm_content: 'navbar',
  });
  const webinarUrl = new URL(
    (await page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }).getAttribute('href'))!,
  );
  expect(webinarUrl.origin + webinarUrl.pathname).toBe(
    new URL(config.webinarUrl).origin + new URL(config.webinarUrl).pathname,
  );
  expect(webinarUrl.searchParams.get('utm_campaign')).toBe('webinar_signup');
  expect(webinarUrl.searchParams.get('utm_content')).toBe('hero_webinar');

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Skip the webinar — Enroll Now' }).click(),
  ]);
  await popup.waitForLoadState();
  const opened = new URL(popup.url());
  const configured = new URL(config.courseCheckoutUrl);
  expect(opened.origin + opened.pathname).toBe(configured.origin + configured.pathname);
  for (const [k, v] of configured.searchParams) expect(opened.searchParams.get(k)).toBe(v);
  expect(opened.searchParams.get('utm_source')).toBe('site');
  expect(opened.searchParams.get('utm_medium')).toBe('cta');
  expect(opened.searchParams.get('utm_campaign')).toBe('skip_webinar');
  expect(opened.searchParams.get('utm_content')).toBe('hero_direct');
  await expect(popup.getByRole('heading', { name: 'Checkout' })).toBeVisible();

  await expect
    .poll(async () => (await actionsOf(visitorId, 'enroll_click')).map((a) => a.actionData))
    .toEqual([
      expect.objectContaining({
        source: 'hero_direct',
        campaign: 'skip_webinar',
        destination: popup.url(),
        page: '/',
        target: 'checkout',
      }),
    ]);
});

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const boxOf = async (locator: ReturnType<Page['locator']>) => {
  const box = await locator.boundingBox();
  expect(box).not.toBeNull();
  return box!;
};

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the lock floats at the bottom right, off the hero buttons, and the footer ends clear of it', async ({
    page,
  }) => {
    await page.goto('/');
    const lock = page.locator('#admin-login-trigger');
    await expect(lock).toBeInViewport();
    await expect(lock.locator('xpath=..')).toHaveCSS('position', 'fixed'); // the control around the button
    const lockBox = await boxOf(lock);
    expect(lockBox.x + lockBox.width).toBeGreaterThan(390 - 24);
    expect(lockBox.y + lockBox.height).toBeGreaterThan(844 - 24);
    for (const name of ['Watch the Free Webinar', 'Skip the webinar — Enroll Now'])
      expect(overlap(lockBox, await boxOf(page.getByRole('link', { name, exact: true })))).toBe(false);
    // Scrolled to the end, the lock is still there and the footer's last line is above it.
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    await expect(lock).toBeInViewport();
    const footerText = await boxOf(page.locator('.lp-footer__bottom'));
    expect(overlap(await boxOf(lock), footerText)).toBe(false);
    await look(page, { path: '/tmp/landing-phone-lock.png' });
  });

  test('a toast leaves the dialog controls free', async ({ page }) => {
    await page.goto('/');
    await page.locator('#admin-login-trigger').click();
    const dialog = page.getByRole('dialog', { name: 'Admin Login' });
    await dialog.getByLabel('Username').fill('nobody-here');
    await dialog.getByLabel('Password', { exact: true }).fill('wrong-password');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Login Failed' });
    await expect(notice).toBeVisible();
    await expect(page.locator('.ant-notification-notice-wrapper')).toHaveCSS('opacity', '1');
    const toastBox = await boxOf(notice);
    for (const control of [
      dialog.getByRole('button', { name: 'Close' }),
      dialog.getByLabel('Username'),
      dialog.getByLabel('Password', { exact: true }),
      dialog.getByRole('button', { name: 'Sign In' }),
    ])
      expect(overlap(toastBox, await boxOf(control))).toBe(false);
    await look(page, { path: '/tmp/landing-phone-dialog-toast.png' });
  });
});

// A toast with no dialog open (here the one a page load carries over, shared/pending-toast.ts) lies over neither the
// navbar's Enroll Now nor the hero's buttons.
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a toast covers neither Enroll Now nor the hero buttons`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.addInitScript(() =>
      sessionStorage.setItem('pending-toast', JSON.stringify({ kind: 'info', title: 'Toast placement check' })),
    );
    await page.goto('/');
    const notice = page.locator('.ant-notification-notice').filter({ hasText: 'Toast placement check' });
    await expect(notice).toBeVisible();
    await expect(page.locator('.ant-notification-notice-wrapper')).toHaveCSS('opacity', '1');
    const controls = [
      page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }),
      page.getByRole('link', { name: 'Skip the webinar — Enroll Now' }),
      page.getByRole('button', { name: 'Open menu' }),
    ];
    if (viewport.width >= 768)
      controls.push(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Enroll Now' }));
    for (const control of controls) {
      if (!(await control.isVisible())) continue;
      // Polled: the toast slides in, and its box is read once it has come to rest.
      await expect
        .poll(async () => overlap(await boxOf(notice), await boxOf(control)), {
          message: String(await control.textContent()),
        })
        .toBe(false);
    }
    await look(page, { path: `/tmp/landing-toast-${viewport.width}.png` });
  });
}

test.describe('icons and share tags', () => {
  /** Width and height of a PNG, from its IHDR chunk. */
  const pngSize = (bytes: Buffer) => [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
  const fetchPng = async (page: Page, url: string) => {
    const res = await page.request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type'], url).toBe('image/png');
    return pngSize(await res.body());
  };

  for (const route of ['/', '/fix-flip']) {
    test(`${route} names the app icons and a 1200 × 630 share image that all load`, async ({ page }) => {
      await page.goto(route);
      const attr = (selector: string, name: string) => page.locator(selector).getAttribute(name);
      const touch = await attr('link[rel="apple-touch-icon"]', 'href');
      expect(await fetchPng(page, touch!)).toEqual([180, 180]);
      expect((await page.request.get((await attr('link[rel="icon"]', 'href'))!)).status()).toBe(200);

      const manifest = (await (await page.request.get((await attr('link[rel="manifest"]', 'href'))!)).json()) as {
        icons: { src: string; sizes: string; type: string; purpose?: string }[];
      };
      const pngs = manifest.icons.filter((i) => i.type === 'image/png');
      expect(pngs.map((i) => `${i.sizes}${i.purpose ? ` ${i.purpose}` : ''}`)).toEqual([
        '192x192',
        '512x512',
        '512x512 maskable',
      ]);
      for (const icon of pngs) expect((await fetchPng(page, icon.src)).join('x')).toBe(icon.sizes);

      const meta = (property: string) => attr(`meta[property="${property}"], meta[name="${property}"]`, 'content');
      expect(await fetchPng(page, (await meta('og:image'))!)).toEqual([1200, 630]);
      expect(await meta('og:image:width')).toBe('1200');
      expect(await meta('og:image:height')).toBe('630');
      expect(await meta('og:url')).toBeTruthy();
      expect(await meta('og:title')).toContain('Investor Agent Certification');
      expect(await meta('twitter:card')).toBe('summary_large_image');
    });
  }
});

test.describe('the prerendered landing page', () => {
  test('shows the hero headline, the program and the FAQ questions with JavaScript disabled', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const res = await page.goto('/');
    expect(res?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Close investor deals without cold calling');
    await expect(page.getByRole('heading', { name: 'Three parts. One goal: your investor business.' })).toBeVisible();
    await expect(page.locator('#faq .lp-faq__q')).toHaveCount(9);
    await expect(page.getByRole('button', { name: 'How long does the program take?' })).toBeVisible();
    await look(page, { path: '/tmp/landing-no-js.png', fullPage: true });
    await context.close();
  });

  test('the app hydrates that markup: nothing is replaced and nothing is reported', async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console.${m.type()}: ${m.text()}`);
    });
    // Before any script of the page runs: watch whether React throws the prerendered page away.
    await page.addInitScript(() => {
      const w = window as unknown as { replaced: number };
      w.replaced = 0;
      new MutationObserver((records) => {
        for (const r of records)
          for (const n of Array.from(r.removedNodes))
            if (n instanceof HTMLElement && n.classList.contains('lp-page')) w.replaced++;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    // The clock only starts in the browser, so ticking seconds prove the app took over.
    await expect(page.getByTestId('countdown-seconds')).not.toHaveText('--');
    await page.locator('#faq').getByRole('button', { name: 'How long does the program take?' }).click();
    await expect(page.locator('#faq').getByText(/4-8 weeks/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { replaced: number }).replaced)).toBe(0);
    expect(problems).toEqual([]);
    // Other routes get the empty shell, not the landing page's markup.
    const shell = await page.request.get('/student-login');
    expect(await shell.text()).not.toContain('data-prerendered');
  });
});

test.describe('deep links to sections', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px /#faq and /#success-stories land on their section, after later content too`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      // The stories answer late: the layout above the FAQ changes after the first scroll.
      let storiesAnswered = false;
      await page.route('**/api/success-stories', async (route) => {
        await new Promise((r) => setTimeout(r, 1500));
        await route.continue();
        storiesAnswered = true;
      });
      await page.goto('/#faq');
      const heading = page.getByRole('heading', { name: 'Frequently Asked Questions' });
      await expect(heading).toBeInViewport();
      await expect.poll(() => storiesAnswered).toBe(true);
      await expect(page.getByRole('status', { name: 'Loading success stories' })).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => Math.round(document.getElementById('faq')!.getBoundingClientRect().top)))
        .toBe(80);
      await expect(heading).toBeInViewport();

      await page.goto('/#success-stories');
      await expect(page.getByRole('heading', { name: 'Agents who made the switch to investors' })).toBeInViewport();
      await expect
        .poll(() =>
          page.evaluate(() => Math.round(document.getElementById('success-stories')!.getBoundingClientRect().top)),
        )
        .toBe(80);
    });
  }
});

test('every enroll and webinar link carries utm_content, through the one UTM helper', async ({ page }) => {
  const config = (await (await page.request.get('/api/site-config')).json()) as {
    courseCheckoutUrl: string;
    webinarUrl: string;
  };
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const banner = page.getByRole('region', { name: 'Already know you want in?' });
  const card = page.getByRole('article', { name: 'Investor Agent Certification' });
  const expected: Array<[ReturnType<Page['locator']>, string, string]> = [
    [nav.getByRole('link', { name: 'Enroll Now' }), 'direct_enroll', 'navbar'],
    [nav.getByRole('link', { name: 'Free Webinar' }), 'webinar_signup', 'navbar'],
    [page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }), 'webinar_signup', 'hero_webinar'],
    [page.getByRole('link', { name: 'Skip the webinar — Enroll Now' }), 'skip_webinar', 'hero_direct'],
    [banner.getByRole('link', { name: 'Enroll Now' }), 'direct_enroll', 'signup_banner'],
    [card.getByRole('link', { name: 'Enroll Now' }), 'direct_enroll', 'enrollment_card'],
    [card.getByRole('link', { name: 'Or watch the free webinar first' }), 'webinar_signup', 'enrollment_card'],
  ];
  for (const [link, campaign, content] of expected) {
    await expect(link).toHaveAttribute('href', /utm_content=/);
    const url = new URL((await link.getAttribute('href'))!);
    expect(Object.fromEntries([...url.searchParams].filter(([k]) => k.startsWith('utm_'))), content).toEqual({
      utm_source: 'site',
      utm_medium: 'cta',
      utm_campaign: campaign,
      utm_content: content,
    });
  }
  // No enroll or webinar link on the page is left out of that list, and each has utm_content.
  const outbound = await page.evaluate(
    (bases) =>
      Array.from(document.querySelectorAll<HTMLAnchorElement>('a[href]'))
        .map((a) => a.href)
        .filter((href) => bases.some((b) => href.startsWith(b))),
    [new URL(config.courseCheckoutUrl).origin, new URL(config.webinarUrl).origin],
  );
  expect(outbound).toHaveLength(expected.length);
  for (const href of outbound) expect(new URL(href).searchParams.get('utm_content'), href).toBeTruthy();
});

/** The ids that more than one element of the page carries. */
const duplicateIds = (page: Page) =>
  page.evaluate(() => {
    const seen = new Map<string, number>();
    document.querySelectorAll('[id]').forEach((el) => seen.set(el.id, (seen.get(el.id) ?? 0) + 1));
    return [...seen].filter(([, n]) => n > 1).map(([id]) => id);
  });

test('no two elements share an id: the landing page with its dialogs open, and the student sign-in page', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Watch the Free Webinar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.locator('#admin-login-trigger').click();
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await dialog.getByRole('button', { name: 'Forgot Username' }).click();
  await expect(page.getByRole('dialog', { name: 'Username Reminder' })).toBeVisible();
  expect(await duplicateIds(page)).toEqual([]);

  await page.goto('/student-login');
  // Both of the page's e-mail dialogs (Forgot Username, Forgot Password) are in the page from the start.
  await page.getByRole('button', { name: 'Forgot Username' }).click();
  await expect(page.getByRole('dialog', { name: 'Forgot Username' })).toBeVisible();
  expect(await page.locator('input[type="email"]').count()).toBeGreaterThanOrEqual(2);
  expect(await duplicateIds(page)).toEqual([]);
});

test.describe('an admin previews the stories', () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px inactive stories are marked, and the visitor preview hides them`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(viewport);
      const admin = await createUser({ userType: 'admin' });
      const headers = { ...XHR, Cookie: `${admin.cookie.name}=${admin.cookie.value}` };
      const name = `Inactive ${Date.now().toString(36)}${viewport.width}`;
      const created = await page.request.post('/api/success-stories', {
        headers,
        data: {
          title: `${name}'s deal`,
          studentName: name,
          studentInitials: 'IN',
          beforeStory: 'Before.',
          afterStory: 'After.',
          testimonialQuote: 'Quote.',
          tags: [`preview-${name}`, 'Fast Results'],
          isActive: false,
          isFeatured: true,
          // The lowest order allowed: first on this stack whatever other specs left (admin-backoffice's is -1000).
          sortOrder: -1_000_000,
        },
      });
      expect(created.status()).toBe(201);
      const { story } = (await created.json()) as { story: { id: string } };
      try {
        // A visitor never sees it.
        await page.goto('/');
        const section = page.locator('#success-stories');
        await expect(section.getByRole('status', { name: 'Loading success stories' })).toHaveCount(0);
        await expect(section.getByText(name)).toHaveCount(0);
        await expect(section.getByRole('button', { name: 'Preview as a visitor' })).toHaveCount(0);

        await signInAs(context, admin);
        await page.goto('/');
        const slide = section.getByRole('article', { name: new RegExp(`^Story 1 of \\d+: ${name}$`) });
        await expect(slide).toBeVisible();
        await expect(slide.getByText('Inactive (hidden from visitors)', { exact: true })).toBeVisible();
        const toggle = section.getByRole('button', { name: 'Preview as a visitor' });
        await expect(toggle).toHaveAttribute('aria-pressed', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-pressed', 'true');
        await expect(section.getByText(name)).toHaveCount(0);
        await expect(section.getByText('Inactive (hidden from visitors)')).toHaveCount(0);
        await look(page, { path: `/tmp/landing-admin-preview-${viewport.width}.png` });
        await toggle.click();
        await expect(slide).toBeVisible();
      } finally {
        await page.request.delete(`/api/success-stories/${story.id}`, { headers });
      }
    });
  }
});

test.describe('skip link', () => {
  const heading = (name: string) => (page: Page) => page.getByRole('heading', { name }).first();
  const pages: Array<{ path: string; user?: 'admin' | 'student'; ready: (page: Page) => Locator }> = [
    { path: '/', ready: heading('Close investor deals without cold calling') },
    { path: '/student-login', ready: heading('Student Login') },
    { path: '/fix-flip', ready: heading('Fix & Flip Analyzer') },
    { path: '/admin/users', user: 'admin', ready: heading('User Management') },
    { path: '/student-dashboard', user: 'student', ready: (page) => page.getByRole('main') },
  ];
  for (const p of pages) {
    test(`${p.path}: "Skip to main content" is the first Tab stop and moves focus into the main content`, async ({
      page,
      context,
    }) => {
      if (p.user) await signInAs(context, await createUser({ userType: p.user }));
      await page.goto(p.path);
      await expect(p.ready(page)).toBeVisible();
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);
    });
  }
});
