import { scrollBehavior } from './motion';

/**
 * Below antd's lg breakpoint a calculator's result sits under its form, out of sight: bring it into view after a
 * calculation. On wider screens the result is beside the form and nothing moves.
 */
export function scrollToResult(el: HTMLElement | null | undefined) {
  if (el && window.matchMedia('(max-width: 991px)').matches)
    el.scrollIntoView({ behavior: scrollBehavior, block: 'start' });
}
