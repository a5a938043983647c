import { expect, test } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** Issue 15: the landing page's JavaScript stays under 150 KB gzip (the webinar form ships with it). */
const LANDING_JS_BUDGET = 150 * 1024;

test('the landing page loads at most 150 KB of JavaScript (gzip)', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  expect(scripts.length).toBeGreaterThan(0);
  let total = 0;
  for (const src of scripts) total += gzipSync(await (await page.request.get(src)).body()).length;
  console.log(`landing JS: ${(total / 1024).toFixed(1)} KB gzip (budget ${LANDING_JS_BUDGET / 1024} KB)`);
  expect(total).toBeLessThanOrEqual(LANDING_JS_BUDGET);
});
