import type { MouseEvent } from 'react';

/** The id of the landing page's main content; pages of the app are found by their <main> element. */
export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the page's main content (made focusable for it), scrolled to its start. */
function skipToMain(e: MouseEvent<HTMLAnchorElement>) {
  const main = document.getElementById(MAIN_CONTENT_ID) ?? document.querySelector<HTMLElement>('main');
  if (!main) return;
  e.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus({ preventScroll: true });
  main.scrollIntoView({ block: 'start' });
}

/**
 * "Skip to main content": the first focusable element of every page layout (the landing page and the app's root
 * layout), hidden until it has keyboard focus (styles.css).
 */
export function SkipLink() {
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skipToMain}>
      Skip to main content
    </a>
  );
}
