import { expect, test, type Page } from './support/test';
import { query } from './support/db';
import { createUser, signInAs } from './support/users';
import { recordWebm } from './support/webm';
import { SPEC_ASSUMPTIONS } from './support/deals';

let seq = 0;
const unique = () => `${Date.now().toString(36)}${++seq}`;

/** What has focus: its accessible name and whether it sits in `scope`. */
async function focused(page: Page, scope?: string) {
  return page.evaluate((sel) => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: '', inside: false };
    return {
      name: el.getAttribute('aria-label') || el.textContent?.trim() || (el as HTMLInputElement).name || el.id,
      inside: sel ? !!el.closest(sel) : false,
    };
  }, scope ?? '');
}

/**
 * The focus indicator of the focused element, as a sighted keyboard user sees it: its styles are compared with the
 * same element unfocused (transitions off, then focus put back, still :focus-visible). It counts when, on the element
 * or one of its three nearest wrappers (antd draws on .ant-input-affix-wrapper or the select's selector), an outline
 * or a box-shadow appears whose colour has at least 3:1 contrast with the background behind it, or the border colour
 * changes to one with at least 3:1 contrast with the unfocused border (WCAG 1.4.11 / 2.4.13). A faint glow, a shadow
 * that was there anyway or a barely darker border does not. Returns what was found, or why nothing counted.
 */
async function focusRing(page: Page): Promise<string> {
  return page.evaluate(async () => {
    type Rgba = [number, number, number, number];
    const parse = (c: string): Rgba | null => {
      const m = /rgba?\(([^)]+)\)/.exec(c);
      if (!m) return null;
      const [r, g, b, a = '1'] = m[1].split(/[,\s/]+/).filter(Boolean);
      return [Number(r), Number(g), Number(b), Number(a)];
    };
    const over = (top: Rgba, under: Rgba): Rgba => {
      const a = top[3] + under[3] * (1 - top[3]);
      if (a === 0) return [0, 0, 0, 0];
      const mix = (i: number) => (top[i] * top[3] + under[i] * under[3] * (1 - top[3])) / a;
      return [mix(0), mix(1), mix(2), a];
    };
    const luminance = ([r, g, b]: Rgba) => {
      const lin = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
    };
    const contrast = (x: Rgba, y: Rgba) => {
      const [a, b] = [luminance(x), luminance(y)].sort((p, q) => q - p);
      return (a + 0.05) / (b + 0.05);
    };
    /** The colour behind `node`: its ancestors' backgrounds composited down to an opaque one (white at the end). */
    const backdrop = (node: Element): Rgba => {
      const layers: Rgba[] = [];
      for (let n: Element | null = node.parentElement; n; n = n.parentElement) {
        const c = parse(getComputedStyle(n).backgroundColor);
        if (c && c[3] > 0) layers.push(c);
        if (c && c[3] >= 1) break;
      }
      return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1]);
    };
    const shadows = (v: string) => (v === 'none' ? [] : v.split(/,(?![^(]*\))/).map((x) => x.trim()));
    const read = (n: Element) => {
      const s = getComputedStyle(n);
      return {
        outline: s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 1 ? s.outlineColor : '',
        auto: s.outlineStyle === 'auto',
        shadows: shadows(s.boxShadow),
        border: parseFloat(s.borderTopWidth) >= 1 && s.borderTopStyle !== 'none' ? s.borderTopColor : '',
      };
    };

    // antd marks some focused controls with a class set by React after the focus event: let it render.
    const settle = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'nothing has focus';
    const nodes: Element[] = [el];
    for (let n = el.parentElement; n && nodes.length < 4; n = n.parentElement) nodes.push(n);
    const still = document.createElement('style');
    still.textContent = '*, *::before, *::after { transition: none !important; animation: none !important; }';
    document.head.append(still);
    try {
      await settle();
      const on = nodes.map(read);
      el.blur();
      await settle();
      const off = nodes.map(read);
      el.focus();
      await settle();
      if (document.activeElement !== el || !el.matches(':focus-visible')) return 'focus could not be put back';
      if (JSON.stringify(nodes.map(read)) !== JSON.stringify(on)) return 'the focus style did not come back';
      const found: string[] = [];
      const seen: string[] = [];
      nodes.forEach((node, i) => {
        const back = backdrop(node);
        const what = `${node.tagName.toLowerCase()}.${String(node.className).split(' ')[0]}`;
        const ring = parse(on[i].outline);
        if (ring && on[i].outline !== off[i].outline) {
          // Chromium draws its default ring (style auto, #101010) with a white halo: visible on dark and light.
          const halo = on[i].auto && on[i].outline === 'rgb(16, 16, 16)';
          const c = Math.max(contrast(over(ring, back), back), halo ? contrast([255, 255, 255, 1], back) : 0);
          (c >= 3 ? found : seen).push(`outline ${on[i].outline} on ${what} (${c.toFixed(1)}:1)`);
        }
        for (const sh of on[i].shadows.filter((x) => !off[i].shadows.includes(x))) {
          const color = parse(sh);
          const px = [...sh.replace(/rgba?\([^)]*\)/, '').matchAll(/(-?[\d.]+)px/g)].map((m) => Number(m[1]));
          const size = Math.max(Math.abs(px[0] ?? 0), Math.abs(px[1] ?? 0), px[2] ?? 0, px[3] ?? 0);
          if (!color || size < 1) continue;
          const c = contrast(over(color, back), back);
          (c >= 3 ? found : seen).push(`shadow ${sh} on ${what} (${c.toFixed(1)}:1)`);
        }
        const [b1, b0] = [parse(on[i].border), parse(off[i].border)];
        if (b1 && b0 && on[i].border !== off[i].border) {
          const c = contrast(over(b1, back), over(b0, back));
          (c >= 3 ? found : seen).push(`border ${on[i].border} on ${what} (${c.toFixed(1)}:1 to ${off[i].border})`);
        }
      });
      return found.length ? found.join('; ') : `no visible focus indicator (${seen.join('; ') || 'no change'})`;
    } finally {
      still.remove();
    }
  });
}

/** The focused element shows a focus indicator (see focusRing). */
async function expectFocusRing(page: Page) {
  expect(await focusRing(page)).toMatch(/^(outline|shadow|border) /);
}

/** Presses Tab until the focused element matches the CSS selector, at most `max` times. */
async function tabToElement(page: Page, selector: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => !!document.activeElement?.matches(sel), selector)) return;
  }
  throw new Error(`${selector} not reached with Tab`);
}

/** Presses Tab until the focused element's name matches, at most `max` times (no keyboard trap on the way). */
async function tabTo(page: Page, name: RegExp, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (name.test((await focused(page)).name)) return;
  }
  throw new Error(`${name} not reached with Tab`);
}

test('keyboard: the webinar dialog traps focus, closes on Escape and gives focus back to its link', async ({
  page,
}) => {
  await page.goto('/');
  const link = page.getByRole('link', { name: 'Watch the Free Webinar', exact: true });
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Watch the Free Webinar' });
  await expect(dialog).toBeVisible();
  // Twenty Tabs never leave the dialog (a modal <dialog> makes the page behind it inert).
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page, 'dialog')).inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(link).toBeFocused();
});

test('keyboard: an admin signs in from the landing dialog without a mouse; the dialog holds focus and gives it back', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const admin = await createUser({ userType: 'admin', username: `kbd_${unique()}`, password: 'admin-pass-456' });
  await page.goto('/');
  // The clock ticks once the app has taken over the prerendered page: from then on the keys do what they say.
  await expect(page.getByTestId('countdown-seconds')).not.toHaveText('--');
  // From the top of the page, Tab by Tab through every control of the landing page to the sign-in button.
  await tabToElement(page, '#admin-login-trigger', 200);
  await expectFocusRing(page);
  const trigger = page.locator('#admin-login-trigger');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page, '[role="dialog"]')).inside).toBe(true);
  // Tab and Shift+Tab stay inside the dialog; Escape closes it and focus is back on the button that opened it.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page, '[role="dialog"]')).inside).toBe(true);
  }
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Shift+Tab');
    expect((await focused(page, '[role="dialog"]')).inside).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  // Open it again and sign in: the fields are reached with Tab, not put in focus by the test.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page, '[role="dialog"]')).inside).toBe(true);
  await tabTo(page, /^Username$/, 12);
  expect((await focused(page, '[role="dialog"]')).inside).toBe(true);
  await expectFocusRing(page);
  await page.keyboard.type(admin.username);
  await page.keyboard.press('Tab');
  expect((await focused(page)).name).toBe('Password');
  await expectFocusRing(page);
  await page.keyboard.type('admin-pass-456');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
});

test('keyboard: an admin creates a campaign with Tab, typing and Enter', async ({ page, context }) => {
  await signInAs(context, await createUser({ userType: 'admin' }));
  await page.goto('/admin/emails');
  await expect(page.getByRole('heading', { name: 'Email Campaigns' })).toBeVisible();
  await tabTo(page, /^Create New Campaign$/);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  const name = `Keyboard ${unique()}`;
  await tabTo(page, /campaign.?name|^name$/i);
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Typed without a mouse');
  await tabTo(page, /html.?content|^htmlContent$/i);
  await page.keyboard.type('<p>Hello</p>');
  await tabTo(page, /^Create Campaign$/);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Email campaign created successfully')).toBeVisible();
  await expect(page.getByLabel(`Campaign ${name}`)).toBeVisible();
});

/**
 * Opens the focused antd Select with the keyboard and picks the option whose text matches. The options are looked
 * up in the dropdown that belongs to this select (the one holding the listbox its aria-controls names), never in any
 * visible dropdown: another select's dropdown may still be fading out. antd names that listbox (aria-controls) only
 * while the select is open, so waiting for the name waits for the opening.
 */
async function chooseWithKeys(page: Page, option: RegExp) {
  await page.keyboard.press('ArrowDown');
  let listbox = '';
  await expect
    .poll(async () => {
      listbox = await page.evaluate(
        () =>
          document.activeElement?.getAttribute('aria-controls') ||
          document.activeElement?.getAttribute('aria-owns') ||
          '',
      );
      return listbox;
    })
    .not.toBe('');
  // Shown (antd keeps a closed dropdown in the page with the -hidden class), and this select's own.
  const dropdown = page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
    .filter({ has: page.locator(`[id="${listbox}"]`) });
  await expect(dropdown).toHaveCount(1);
  const active = dropdown.locator('.ant-select-item-option-active');
  await expect(active).toHaveCount(1);
  for (let i = 0; i < 12 && !option.test((await active.textContent()) ?? ''); i++)
    await page.keyboard.press('ArrowDown');
  await expect(active).toHaveText(option);
  await page.keyboard.press('Enter');
}

test('keyboard: a student analyzes and saves a deal without a mouse', async ({ page, context }) => {
  const student = await createUser({ firstName: 'Kay' });
  await signInAs(context, student);
  await page.goto('/student-dashboard');
  await expect(page.getByRole('combobox', { name: 'Address' })).toBeVisible();
  await tabTo(page, /^fix-flip_address$|^Address$/);
  await page.keyboard.type('77 Keyboard Way, Austin, TX');
  await tabTo(page, /^fix-flip_squareFeet$/);
  await expectFocusRing(page);
  await page.keyboard.type('1500');
  await tabTo(page, /^fix-flip_arv$/);
  await page.keyboard.type('300000');
  await tabTo(page, /^Rehab Level$|^fix-flip_rehabLevel$/);
  await chooseWithKeys(page, /^Medium/);
  await tabTo(page, /^Calculate Deal$/);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Profitable deal')).toBeVisible();
  await tabTo(page, /^Save Analysis$/);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Property analysis saved successfully!')).toBeVisible();
  const rows = await query<{ address: string; rehabLevel: string }>(
    `SELECT address, "rehabLevel" FROM fix_flip_properties WHERE "userId" = $1`,
    [student.id],
  );
  expect(rows).toEqual([{ address: '77 Keyboard Way, Austin, TX', rehabLevel: 'medium' }]);
});

test('keyboard: a deal moves to Lost with a reason; the dialog holds focus and gives it back', async ({
  page,
  context,
}) => {
  const student = await createUser({ firstName: 'Lou' });
  await signInAs(context, student);
  await query(
    `INSERT INTO fix_flip_properties ("userId", address, "rehabLevel", arv, "squareFeet", status, "statusUpdatedAt", assumptions)
     VALUES ($1, '9 Key Street', 'light', 250000, 1200, 'offer_sent', now(), $2)`,
    [student.id, SPEC_ASSUMPTIONS],
  );
  await page.goto('/student-dashboard');
  // The tab row is one Tab stop; the arrow keys move between its tabs.
  await expect(page.getByRole('tab', { name: /Fix & Flip/ })).toBeVisible();
  await tabTo(page, /Fix & Flip$/);
  await page.keyboard.press('ArrowRight');
  expect((await focused(page)).name).toMatch(/Deal Pipeline$/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Offer Sent column' })).toBeVisible();
  // The stage selector on the card is the keyboard's way to do what dragging does.
  await tabTo(page, /^Status of 9 Key Street$/, 60);
  await expectFocusRing(page);
  const dialog = page.getByRole('dialog', { name: 'Mark Deal as Lost' });
  // Escape cancels: nothing moves, and focus is back on the selector it came from.
  await chooseWithKeys(page, /^Lost$/);
  await expect(dialog).toBeVisible();
  // Escape once the dialog has opened and holds focus (a person sees it open first; pressed while it is still
  // zooming in, the key reaches nothing).
  await expect(dialog).not.toHaveClass(/ant-zoom-appear/);
  await expect.poll(async () => (await focused(page, '[role="dialog"]')).inside).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const offerSent = page.getByRole('region', { name: 'Offer Sent column' });
  await expect(offerSent.getByRole('combobox', { name: 'Status of 9 Key Street' })).toBeFocused();
  await chooseWithKeys(page, /^Lost$/);
  await expect(dialog).toBeVisible();
  await expect.poll(async () => (await focused(page, '[role="dialog"]')).inside).toBe(true);
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page, '[role="dialog"]')).inside).toBe(true);
  }
  await tabTo(page, /^Loss reason$/);
  await chooseWithKeys(page, /^Inspection Issues$/);
  await tabTo(page, /^Mark as Lost$/);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const lost = page.getByRole('region', { name: 'Lost column' });
  await expect(lost.getByTestId('deal-card')).toContainText('Lost: Inspection Issues');
  // Focus comes back to the moved deal's selector, in its new column, not to the top of the page.
  await expect(lost.getByRole('combobox', { name: 'Status of 9 Key Street' })).toBeFocused();
  const [row] = await query<{ status: string; lossReason: string }>(
    `SELECT status, "lossReason" FROM fix_flip_properties WHERE "userId" = $1`,
    [student.id],
  );
  expect(row).toEqual({ status: 'lost', lossReason: 'inspection_issues' });
});

test('keyboard: an admin uploads a video with Tab, typing, Enter and Space', async ({ page, context }) => {
  await signInAs(context, await createUser({ userType: 'admin' }));
  await page.goto('/admin/videos');
  await expect(page.getByRole('heading', { name: 'Video Management' })).toBeVisible();
  const webm = await recordWebm(page);
  const title = `Keyboard upload ${unique()}`;
  await tabTo(page, /^video-upload_title$/);
  await expectFocusRing(page);
  await page.keyboard.type(title);
  // Space on the focused file field opens the system's file chooser; the test answers it. The wait starts here, not
  // right before the key: Playwright turns on Chromium's chooser interception without waiting for it, and a key
  // that arrives first opens a real (headless, invisible) chooser that never reaches the test.
  const chooser = page.waitForEvent('filechooser');
  await tabTo(page, /^video-file$/);
  await expectFocusRing(page);
  await page.keyboard.press('Space');
  await (await chooser).setFiles({ name: 'keyboard.webm', mimeType: 'video/webm', buffer: webm });
  await tabTo(page, /^Upload Video$/);
  await expectFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Video uploaded successfully')).toBeVisible();
  await expect(page.getByRole('listitem', { name: title })).toContainText('keyboard.webm');
});

test.describe('keyboard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('keyboard: the phone menu opens with Enter, is walked with Tab, and Escape closes it with focus back', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('countdown-seconds')).not.toHaveText('--');
    // The skip link comes first, then the brand, then the menu button.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await tabTo(page, /^Open menu$/, 5);
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Tab walks the open menu's links in order, each shown and visibly focused.
    for (const name of ['Program', 'Fix & Flip Analyzer', 'About', 'Success Stories', 'FAQ', 'Student Login']) {
      await page.keyboard.press('Tab');
      const link = nav.getByRole('link', { name, exact: true });
      await expect(link).toBeFocused();
      await expect(link).toBeInViewport();
      await expectFocusRing(page);
    }
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Program', exact: true })).toBeHidden();
    await expect(menuButton).toBeFocused();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // Opened again, a link followed with Enter closes it too.
    await page.keyboard.press('Enter');
    await tabTo(page, /^FAQ$/, 8);
    await page.keyboard.press('Enter');
    await expect(nav.getByRole('link', { name: 'FAQ', exact: true })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  });
});

test('keyboard: each dialog starts at its first field, not at its close button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('countdown-seconds')).not.toHaveText('--');
  await page.locator('#admin-login-trigger').focus();
  await page.keyboard.press('Enter');
  const admin = page.getByRole('dialog', { name: 'Admin Login' });
  await expect(admin.getByRole('textbox', { name: 'Username' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(admin).toBeHidden();

  await page.getByRole('link', { name: 'Watch the Free Webinar', exact: true }).focus();
  await page.keyboard.press('Enter');
  const webinar = page.getByRole('dialog', { name: 'Watch the Free Webinar' });
  await expect(webinar.getByRole('textbox', { name: 'First name' })).toBeFocused();
  await page.keyboard.press('Escape');

  await page.goto('/student-login');
  await page.getByRole('button', { name: 'Forgot Username' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Forgot Username' }).getByRole('textbox', { name: 'Email Address' }),
  ).toBeFocused();
});
