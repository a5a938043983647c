import AxeBuilder from '@axe-core/playwright';
import type { Page } from './test';

/** WCAG 2.0 and 2.1, levels A and AA (axe-core's tags). */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until every animation that ends has ended: a dialog's zoom, a toast's fade in or out. axe judges colours, and
 * a fading element's are not its own. Spinners and skeletons loop forever and are not waited for, nor is antd's click
 * ripple (a 2 s fade of an empty decoration around the button just clicked).
 */
async function motionsDone(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' ||
          a.effect?.getTiming().iterations === Infinity ||
          ((a.effect as KeyframeEffect | null)?.target?.classList.contains('ant-wave') ?? false),
      ),
  );
}

/**
 * The page's WCAG 2.1 A/AA violations once its motions are done, a line each: the rule, its impact, how many nodes,
 * the first one and what is wrong with it.
 */
export async function wcagViolations(page: Page, scope: (axe: AxeBuilder) => AxeBuilder = (axe) => axe) {
  await motionsDone(page);
  // axe.run in the page, which judges same-origin frames too (ours are; a cross-origin one would be skipped), instead
  // of a partial run per frame finished in a new blank page with axe loaded again: a third less time per judgement.
  // Only violations are detailed (axe's resultTypes; options() replaces the rule selection, so the tags come after).
  const result = await scope(
    new AxeBuilder({ page })
      .options({ resultTypes: ['violations'] })
      .withTags(WCAG)
      .setLegacyMode(),
  ).analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.length}× e.g. ${v.nodes[0]?.target.join(' ')} — ` +
      (v.nodes[0]?.failureSummary?.split('\n')[1]?.trim() ?? ''),
  );
}

/**
 * The campaign form's e-mail preview is the admin's own HTML in an iframe sandboxed without scripts: axe cannot run
 * inside it (its injection times out and the run then never finishes), and that HTML is not the product's interface.
 */
export const withoutMailPreview = (axe: AxeBuilder) => axe.exclude('iframe[title="E-mail preview"]');
