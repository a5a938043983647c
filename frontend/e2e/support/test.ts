import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { CONSENT_GRANTED, CONSENT_KEY } from '../../src/shared/tracking/tracking-storage';
import { pickWorkerStack } from './stack-slot';

// This worker's own stack (the config did it already; here too, whatever the order Playwright loads them in).
pickWorkerStack();

// Everything of Playwright's test module; `test` below shadows its namesake.
export * from '@playwright/test';

/**
 * The landing page paints from prerendered HTML and loads its code only after that paint (main.tsx), then marks
 * #root with data-hydrated. A test that opens / waits for that mark before it clicks, as a person would wait for the
 * page to respond: `page.goto` does so for every page of a context passed through {@link waitForLandingCode}.
 */
export async function landingHydrated(page: Page): Promise<void> {
  await page.locator('#root[data-hydrated]').waitFor({ state: 'attached' });
}

function patchGoto(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (new URL(page.url()).pathname === '/') await landingHydrated(page);
    return response;
  };
}

/** Every page of `context` (present and future) waits for the landing page's code after `goto('/')`. */
export function waitForLandingCode(context: BrowserContext): void {
  context.pages().forEach(patchGoto);
  context.on('page', patchGoto);
}

/** Every page of `context` belongs to a visitor who accepted tracking on an earlier visit (no banner; tracked). */
export async function consentGivenEarlier(context: BrowserContext): Promise<void> {
  await context.addInitScript(
    ([key, value]) => {
      try {
        window.localStorage.setItem(key, value);
      } catch {
        /* storage disabled: the banner asks */
      }
    },
    [CONSENT_KEY, CONSENT_GRANTED] as const,
  );
}

/**
 * Playwright's test, whose pages wait for the landing page's code after `goto('/')` and, unless a spec says
 * `test.use({ consented: false })`, belong to a visitor who accepted tracking on an earlier visit (the site asks
 * first by default; e2e/consent.spec.ts covers the first visit and the banner).
 */
export const test = base.extend<{ consented: boolean }>({
  consented: [true, { option: true }],
  context: async ({ context, consented }, provide) => {
    waitForLandingCode(context);
    if (consented) await consentGivenEarlier(context);
    await provide(context);
  },
});
