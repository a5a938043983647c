import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/** Each script a page loads, by path, with its gzip size (as the production web server sends it). */
export type ScriptSizes = Map<string, number>;

/**
 * Starts counting the JavaScript `page` loads; the returned function gives each file's gzip size so far (call it once
 * the page is idle: everything it loads until then is part of what a visitor downloads).
 */
export function watchScripts(page: Page): () => Promise<ScriptSizes> {
  const scripts = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith('.js'))
      scripts.set(
        path,
        response.body().then((body) => gzipSync(body).length),
      );
  });
  return async () => new Map(await Promise.all([...scripts].map(async ([p, size]) => [p, await size] as const)));
}

/** What a page's JavaScript weighs against its budget: `over` is null when it fits, else says by how much and why. */
export function checkBudget(what: string, sizes: ScriptSizes, budgetKB: number) {
  const total = [...sizes.values()].reduce((a, b) => a + b, 0);
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const summary = `${what}: ${kb(total)} of JavaScript (gzip) in ${sizes.size} files, budget ${budgetKB} KB`;
  const largest = [...sizes]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([p, n]) => `${p.replace('/assets/', '')} ${kb(n)}`);
  const over =
    total > budgetKB * 1024 ? `${summary}: ${kb(total - budgetKB * 1024)} over. Largest: ${largest.join(', ')}` : null;
  return { total, summary, over };
}
