import type { Page } from '@playwright/test';

/**
 * A picture of the page for a person to look at, taken only when E2E_SCREENSHOTS is set
 * (`E2E_SCREENSHOTS=1 npx playwright test`): full-page shots are slow and prove nothing by themselves.
 */
export async function look(page: Page, options: Parameters<Page['screenshot']>[0]): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot(options);
}
